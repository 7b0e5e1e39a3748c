import { IconCalendarEvent, IconSettings } from '@tabler/icons-react';
import { registerEventConsoleSection, registerInstanceConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';
import { settingsFieldLabel } from './settings/change-words';

/**
 * The events' parts of the organiser console, each a chunk of its own: the instance's list of events
 * (`/manage`) and an event's settings (`/manage/{eventSlug}/settings`).
 */
export function registerEventConsoleSections(): void {
  registerInstanceConsoleSection({
    id: 'events',
    path: '',
    titleKey: 'manage_events.title',
    icon: IconCalendarEvent,
    roles: ['owner', 'moderator', 'booth_staff', 'administrator'],
    order: 10,
    page: lazyNamed(() => import('./event-list/events-page'), 'EventsPage'),
  });
  registerEventConsoleSection({
    id: 'settings',
    path: 'settings',
    changeArea: 'event',
    changeWords: { field: settingsFieldLabel },
    titleKey: 'event_settings.title',
    icon: IconSettings,
    roles: ['owner', 'administrator'],
    order: 10,
    page: lazyNamed(() => import('./settings/settings-page'), 'SettingsPage'),
  });
}
