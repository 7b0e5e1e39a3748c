export { ClosedSpaceTooltip } from './closed-space-tooltip';
export { EventHome } from './event-home';
export { Lobby } from './lobby';
export { spacesOfMenus } from './menu-spaces';
export { applyPublishedSpace, spacesRealtime } from './realtime';
export { registerSpacePage, spacePageFor, type SpacePageProps } from './registry';
export { spaceRoutes } from './routes';
export { spaceIcons } from './space-icons';
export { menuItemTarget, type MenuTarget } from './space-links';
