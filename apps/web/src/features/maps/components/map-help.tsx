import { Typography } from '@mantine/core';
import type { MapDetail } from '@foyer/contracts';
import type { TFunction } from 'i18next';
import { sanitizeHelp } from '@/shared/ui/help-modal';
import { openAppModal } from '@/shared/ui/modals';

/** The map's help (`meta.help_content`, organiser HTML) in a modal. */
export function openMapHelp(t: TFunction, map: MapDetail): void {
  openAppModal({
    id: 'map-help',
    title: t('map.help_title', { name: map.meta.name }),
    size: 'lg',
    children: (
      <Typography data-testid="map-help">
        <div dangerouslySetInnerHTML={{ __html: sanitizeHelp(map.meta.help_content) }} />
      </Typography>
    ),
  });
}
