import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The map space page, a chunk of its own. */
export function registerMapPlugIns(): void {
  registerSpacePage('map', lazyNamed(() => import('./components/map-page'), 'MapPage'));
}
