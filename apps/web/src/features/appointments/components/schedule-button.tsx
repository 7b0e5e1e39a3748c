import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import type { ConversationActionProps } from '@/shared/plug-ins/private-chat';
import { openRequestDialog } from '../open-dialog';

/** "Schedule appointment" in a conversation's header (when the event enables meeting scheduling). */
export function ScheduleFromChat({ eventSlug, partner }: ConversationActionProps) {
  const { t } = useTranslation();
  const { event } = useCurrentEvent();
  if (!event?.enable_meeting_scheduling) return null;
  return (
    <Tooltip label={t('appointments.schedule')}>
      <ActionIcon variant="light" size="lg" aria-label={t('appointments.schedule')} onClick={() => openRequestDialog(eventSlug, partner)} data-testid="chat-schedule">
        <IconCalendarPlus size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
