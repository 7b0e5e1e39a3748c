import { IconCalendarEvent, IconMessageCircle, IconMicrophone, IconUsers, type Icon } from '@tabler/icons-react';
import type { CurrentEvent } from '@foyer/contracts';
import type { SidebarId } from '@/shared/plug-ins/sidebars';

/** Icon and text keys of each sidebar, shared by the top bar, the drawer and the sidebar header. */
export const sidebarMeta: Record<SidebarId, { icon: Icon; labelKey: string; emptyKey: string; emptyHintKey: string }> = {
  performers: { icon: IconMicrophone, labelKey: 'nav.performers', emptyKey: 'shell.sidebars.performers_empty', emptyHintKey: 'shell.sidebars.performers_hint' },
  calendar: { icon: IconCalendarEvent, labelKey: 'nav.calendar', emptyKey: 'shell.sidebars.calendar_empty', emptyHintKey: 'shell.sidebars.calendar_hint' },
  attendees: { icon: IconUsers, labelKey: 'nav.attendees', emptyKey: 'shell.sidebars.attendees_empty', emptyHintKey: 'shell.sidebars.attendees_hint' },
  messages: { icon: IconMessageCircle, labelKey: 'nav.messages', emptyKey: 'shell.sidebars.messages_empty', emptyHintKey: 'shell.sidebars.messages_hint' },
};

/**
 * Which sidebars an event offers, in top-bar order: performers, calendar and attendees follow the
 * event's flags, attendees also whether the list is open now (`attendeesOpen`, decision 0071); messages
 * are always there.
 */
export function availableSidebars(
  event: Pick<CurrentEvent, 'enable_performers' | 'enable_calendar' | 'enable_attendees' | 'preview_config'>,
  attendeesOpen = true,
): SidebarId[] {
  const ids: SidebarId[] = [];
  if (event.enable_performers && event.preview_config.show_speaker_icon) ids.push('performers');
  if (event.enable_calendar && event.preview_config.show_calendar_icon) ids.push('calendar');
  if (event.enable_attendees && attendeesOpen) ids.push('attendees');
  ids.push('messages');
  return ids;
}
