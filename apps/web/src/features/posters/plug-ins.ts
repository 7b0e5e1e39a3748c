import { registerFavouriteView } from '@/shared/plug-ins/favourite-views';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The posters space page and how a poster looks in the goodie bag; each a chunk of its own. */
export function registerPosterPlugIns(): void {
  registerSpacePage('posters', lazyNamed(() => import('./components/posters-page'), 'PostersPage'));
  registerFavouriteView('poster', () => import('./favourite-views').then((m) => m.posterFavouriteView));
}
