import { registerFavouriteView } from '@/shared/plug-ins/favourite-views';

/** How a favourite person looks in the goodie bag (decision 0022), loaded with the goodie bag. */
export function registerGoodiebagPlugIns(): void {
  registerFavouriteView('user', () => import('./attendee-view').then((m) => m.attendeeFavouriteView));
}
