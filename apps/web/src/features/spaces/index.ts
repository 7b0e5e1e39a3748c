export { mapShortLinkRoutes, spaceRoutes } from './routes';
export { publishedSpaceBinding, spacesRealtime } from './realtime';
export { ClosedSpacePage } from './closed-space-page';
export { ClosedSpaceTooltip } from './closed-space-tooltip';
export { spaceIcons } from './space-icons';
export { menuItemTarget } from './space-links';
export { registerSpaceConsoleSections } from './console-sections';
