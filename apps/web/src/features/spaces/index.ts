export { ClosedSpacePage } from './closed-space-page';
export { ClosedSpaceTooltip } from './closed-space-tooltip';
export { EventHome } from './event-home';
export { Lobby } from './lobby';
export { spacesOfMenus } from './menu-spaces';
export { applyPublishedSpace, spacesRealtime } from './realtime';
export { spaceRoutes } from './routes';
export { spaceIcons } from './space-icons';
export { menuItemTarget, type MenuTarget } from './space-links';
