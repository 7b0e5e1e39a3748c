export { BookmarkToggle, type BookmarkToggleProps } from './bookmark-toggle';
export { goodiebagLabel } from './label';
