import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The cinema space page, a chunk of its own. */
export function registerCinemaPlugIns(): void {
  registerSpacePage('cinema', lazyNamed(() => import('./components/cinema-page'), 'CinemaPage'));
}
