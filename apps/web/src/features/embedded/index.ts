import { lazyNamed } from '@/shared/ui/lazy';
export { registerEmbeddedPlugIns } from './plug-ins';
export { embeddedRealtime } from './realtime';

/** Another site's page in the embedded space's frame (its consent first), as its own chunk. */
export const FramedPage = lazyNamed(() => import('./components/embedded-page'), 'FramedPage');
