import { lazyNamed } from '@/shared/ui/lazy';

export { usePageAnalytics } from './use-page-analytics';
export { useAccreditationWarning } from './accreditation-warning';
export { registerAnalyticsConsoleSections, registerLiveConsoleSections } from './console-sections';

/** A booth's figures for its staff tools, a chunk of its own (loaded with the booth's console page). */
export const BoothFiguresCard = lazyNamed(() => import('./console/booth-figures-card'), 'BoothFiguresCard');
