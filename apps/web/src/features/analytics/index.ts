export { usePageAnalytics } from './use-page-analytics';
export { useAccreditationWarning } from './accreditation-warning';
export { registerLiveConsoleSections } from './console-sections';
