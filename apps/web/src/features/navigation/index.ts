export { namedPaths } from './paths';
export { TopBar } from './top-bar';
export { MobileTopBar } from './mobile-top-bar';
export { SidebarHost } from './sidebars/sidebar-host';
export { availableSidebars } from './sidebars/sidebar-meta';
