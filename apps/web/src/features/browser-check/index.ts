export { BrowserStatus } from './browser-status';
export { BrowserStatusPage } from './browser-status-page';
export { BROWSER_NOTICE_ID, DONT_SHOW_KEY, needsBrowserNotice, useBrowserCheckNotice } from './browser-check-notice';
export { detectCapabilities, type BrowserCapabilities } from './capabilities';
export { currentBrowser, detectBrowser, isUnsupported, recommendationFor, type DetectedBrowser } from './detect';
export { UnsupportedBrowserPage } from './unsupported-page';
