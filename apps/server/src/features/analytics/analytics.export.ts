import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { analyticsPresence, pageTime, pageViews } from './analytics.schema';

/** The pages the person opened and the time spent on them, and their presence in spaces by hour. */
export const analyticsExportPart: ExportPart = {
  tables: {
    page_views: rowsNaming(pageViews, [pageViews.userId]),
    page_time: rowsNaming(pageTime, [pageTime.userId]),
    analytics_presence: rowsNaming(analyticsPresence, [analyticsPresence.userId]),
  },
};
