import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { useClientConfig } from '@/shared/api/config';
import { usePageTitleOverride } from '@/shared/session/page-title';
import { deepestHandle } from './route-guard';

/** '{route title} | {app title}' (spec 1 §2); the app title alone when the route has none. */
export function formatTitle(routeTitle: string | null | undefined, appTitle: string): string {
  return routeTitle ? `${routeTitle} | ${appTitle}` : appTitle;
}

/**
 * Keeps document.title in step with the deepest route's title (or the one the page gave itself,
 * `usePageTitle`) and the app title from /api/config/.
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { t } = useTranslation();
  const { config } = useClientConfig();
  const { event } = useCurrentEvent();
  const handle = deepestHandle(matches);
  const pageTitle = usePageTitleOverride();
  const appTitle = config?.app_title ?? t('common.app_title');
  const routeTitle = pageTitle ?? (handle?.titleFromEvent && event ? event.name : handle ? t(handle.titleKey) : null);
  useEffect(() => {
    document.title = formatTitle(routeTitle, appTitle);
  }, [routeTitle, appTitle]);
}
