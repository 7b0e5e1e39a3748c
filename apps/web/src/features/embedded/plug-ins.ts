import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The embedded space page, a chunk of its own. */
export function registerEmbeddedPlugIns(): void {
  registerSpacePage('embedded', lazyNamed(() => import('./components/embedded-page'), 'EmbeddedPage'));
}
