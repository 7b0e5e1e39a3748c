import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The networking space page, a chunk of its own. */
export function registerNetworkingPlugIns(): void {
  registerSpacePage('networking', lazyNamed(() => import('./components/networking-page'), 'NetworkingPage'));
}
