import type { MapArea } from '@foyer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportClientError } from '@/shared/crash-reporting';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { openInNewTab, runWidget, openEmbeddedModal, openEventInfoModal, openReceptionModal } from '@/features/widgets';
import { notify } from '@/shared/notify/notify';
import { areaAction, CLOSED_SPACE_NOTICE_MS } from '../area-action';

/** Clicking (or pressing Enter on) an area: open its space, say it is closed, or run its widget. */
export function useAreaActivate(eventSlug: string, mapSlug: string): (area: MapArea) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { event } = useCurrentEvent();
  return useCallback(
    (area: MapArea) => {
      const action = areaAction(eventSlug, mapSlug, area);
      switch (action.kind) {
        case 'space':
          void navigate(action.path);
          return;
        case 'closed':
          notify.info(t('map.closed_space'), { id: `map-closed-${area.id}`, displayDuration: CLOSED_SPACE_NOTICE_MS });
          return;
        case 'widget':
          runWidget(area, {
            eventSlug,
            t,
            openReception: () => openReceptionModal(t, eventSlug),
            openEventInfo: () => openEventInfoModal(t, event?.name ?? area.name, event?.help_content ?? ''),
            openEmbedded: (url, title) => openEmbeddedModal(t, url, title),
            openExternal: openInNewTab,
            notifyError: (message) => notify.error(message),
            report: (error) => void reportClientError(error),
          });
          return;
        case 'none':
          return;
        default: {
          const never: never = action;
          throw new Error(`Unhandled area action ${JSON.stringify(never)}`);
        }
      }
    },
    [eventSlug, mapSlug, t, navigate, event],
  );
}
