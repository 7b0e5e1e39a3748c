import { registerFavouriteView } from '@/shared/plug-ins/favourite-views';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The booth page, and how booths and their files look in the goodie bag (decision 0022); each a chunk of its own. */
export function registerBoothPlugIns(): void {
  registerSpacePage('booth', lazyNamed(() => import('./components/booth-space-page'), 'BoothSpacePage'));
  registerFavouriteView('booth', () => import('./favourite-views').then((m) => m.boothFavouriteView));
  registerFavouriteView('file', () => import('./favourite-views').then((m) => m.boothFileFavouriteView));
}
