export { goodiebagPageRoutes } from './routes';
export { registerGoodiebagPlugIns } from './plug-ins';
export { favouriteEntriesQuery } from './api';
export { BookmarkToggle } from './bookmark-toggle';
export { goodiebagLabel } from './label';
