export { usePageAnalytics } from './use-page-analytics';
export { useAccreditationWarning } from './accreditation-warning';
