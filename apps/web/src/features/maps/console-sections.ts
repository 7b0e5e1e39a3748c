import { IconMap2 } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** The map editor in the organiser console (`/manage/{eventSlug}/maps`, one map at `maps/{mapSlug}`), a chunk of its own. */
export function registerMapConsoleSections(): void {
  registerEventConsoleSection({
    id: 'maps',
    path: 'maps',
    changeArea: 'maps',
    titleKey: 'manage_maps.title',
    icon: IconMap2,
    roles: ['owner', 'administrator'],
    order: 35,
    page: lazyNamed(() => import('./console/map-editor-page'), 'MapEditorPage'),
  });
}
