import { IconCalendarTime, IconUsers } from '@tabler/icons-react';
import { i18n } from '@/i18n';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { registerEventSettingsBlock } from '@/shared/plug-ins/event-settings-blocks';
import { lazyNamed } from '@/shared/ui/lazy';

/** Change-log fields by the console's labels (null: as stored). */
const fieldKeys: Record<string, string> = {
  name: 'fields.name', start_date: 'fields.start_plain', end_date: 'fields.end_plain', space_id: 'fields.space', parent_id: 'fields.parent',
  sponsor_id: 'fields.sponsor', color: 'fields.color', tag_ids: 'fields.tags', performer_ids: 'fields.performers', description: 'fields.description',
  text: 'tags.text', category: 'tags.category', descriptive_line: 'performers.descriptive_line', about: 'performers.about',
  attachments: 'performers.attachments', mugshot: 'performers.mugshot', location_type: 'performers.location_type',
};

/**
 * The program in the organiser console (`/manage/{eventSlug}/program`, a chunk of its own), its group
 * sessions (`/manage/{eventSlug}/group-sessions`, decision 0090), and its tags as a block of the event's
 * settings page (the same editor, decision 0086).
 */
export function registerProgramConsoleSections(): void {
  registerEventConsoleSection({
    id: 'program',
    path: 'program',
    changeArea: 'program',
    changeWords: { field: (field) => (fieldKeys[field] ? i18n.t(`manage_program.${fieldKeys[field]}`) : null) },
    titleKey: 'manage_program.title',
    icon: IconCalendarTime,
    roles: ['owner', 'administrator'],
    order: 45,
    page: lazyNamed(() => import('./console/program-page'), 'ProgramPage'),
  });
  // Group sessions sit beside the meetings (55), where an organiser plans the event's calls.
  registerEventConsoleSection({
    id: 'group-sessions',
    path: 'group-sessions',
    titleKey: 'manage_group_sessions.title',
    icon: IconUsers,
    roles: ['owner', 'administrator'],
    order: 56,
    page: lazyNamed(() => import('./console/group-sessions/group-sessions-page'), 'GroupSessionsPage'),
  });
  registerEventSettingsBlock({
    id: 'program-tags',
    titleKey: 'manage_program.settings_block.title',
    descriptionKey: 'manage_program.settings_block.description',
    order: 10,
    component: lazyNamed(() => import('./console/program-tags-block'), 'ProgramTagsBlock'),
  });
}
