export { BookmarkToggle, type BookmarkToggleProps } from './bookmark-toggle';
export { registerFavouriteView, type FavouriteCard, type FavouriteView } from './registry';
