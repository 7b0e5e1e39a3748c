import { IconActivity, IconChartBar } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** The live figures in the organiser console (`/manage/{eventSlug}/live`), for owners and moderators, a chunk of its own. */
export function registerLiveConsoleSections(): void {
  registerEventConsoleSection({
    id: 'live',
    path: 'live',
    titleKey: 'live_figures.title',
    icon: IconActivity,
    roles: ['owner', 'moderator', 'administrator'],
    order: 15,
    page: lazyNamed(() => import('./console/live-page'), 'LivePage'),
  });
}

/** The event's figures afterwards in the organiser console (`/manage/{eventSlug}/analytics`), a chunk of its own with the charts. */
export function registerAnalyticsConsoleSections(): void {
  registerEventConsoleSection({
    id: 'analytics',
    path: 'analytics',
    changeArea: 'analytics',
    titleKey: 'manage_analytics.title',
    icon: IconChartBar,
    roles: ['owner', 'administrator'],
    order: 80,
    page: lazyNamed(() => import('./console/analytics-page'), 'AnalyticsPage'),
  });
}
