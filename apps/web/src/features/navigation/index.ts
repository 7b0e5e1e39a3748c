export { namedPaths } from './paths';
export { TopBar } from './top-bar';
export { MobileTopBar } from './mobile-top-bar';
export { SidebarHost } from './sidebars/sidebar-host';
export { registerSidebarPanel, type SidebarPanel, type SidebarPanelProps } from './sidebars/sidebar-registry';
export { sidebars, sidebarIds, useSidebars, usePagePanel, type SidebarId } from './sidebars/sidebar-store';
export { availableSidebars } from './sidebars/sidebar-meta';
export { openHelpModal, sanitizeHelp } from './modals/help-modal';
export { useNotificationsBesidePanel } from './notifications-offset';
