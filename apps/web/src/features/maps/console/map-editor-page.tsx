import { IconMap2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { useConsoleSubPath } from '@/shared/session/console-sub-path';
import { ConsoleSpaceList } from '@/shared/ui/console-space-list';
import { MapEditor } from './map-editor';

/** `/manage/{eventSlug}/maps`: the event's maps to edit; `/manage/{eventSlug}/maps/{mapSlug}` edits one. */
export function MapEditorPage({ eventSlug }: EventSectionProps) {
  const rest = useConsoleSubPath();
  const mapSlug = rest.split('/')[0];
  if (mapSlug) return <MapEditor key={mapSlug} eventSlug={eventSlug} mapSlug={mapSlug} />;
  return <MapList eventSlug={eventSlug} />;
}

function MapList({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  return (
    <ConsoleSpaceList
      eventSlug={eventSlug}
      type="map"
      icon={IconMap2}
      section="maps"
      texts={{
        title: t('manage_maps.title'), intro: t('manage_maps.intro'), loadFailed: t('manage_maps.load_failed'),
        emptyTitle: t('manage_maps.empty.title'), emptyBody: t('manage_maps.empty.body'), emptyAction: t('manage_maps.empty.action'),
      }}
      detail={(map) => (map.image ? t('manage_maps.has_image') : t('manage_maps.no_image'))}
      testId="map-list"
    />
  );
}
