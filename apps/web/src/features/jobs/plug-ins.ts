import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The jobs space page, a chunk of its own. */
export function registerJobPlugIns(): void {
  registerSpacePage('jobs', lazyNamed(() => import('./components/jobs-page'), 'JobsPage'));
}
