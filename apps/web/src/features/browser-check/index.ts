export { browserCheckRoutes, UnsupportedBrowserPage } from './routes';
export { useBrowserCheckNotice } from './browser-check-notice';
export { detectCapabilities } from './capabilities';
export { currentBrowser } from './detect';
export { isUnsupported } from './support';
