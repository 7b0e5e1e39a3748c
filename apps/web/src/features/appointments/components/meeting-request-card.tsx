import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { appointmentStatuses, type AppointmentStatus } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import type { MessageAttachmentProps } from '@/shared/plug-ins/private-chat';
import { useCurrentUser } from '@/shared/session/session';
import { UserText } from '@/shared/ui/user-text';
import { appointmentQuery } from '../api';
import { whenOf } from '../clock';
import { statusLabelKey } from '../model';
import { AppointmentActions } from './appointment-actions';
import { JoinButton } from './join-button';
import classes from './appointments.module.css';

/**
 * The server posts the request as PENDING and each answer as ACCEPTED, DENIED or CANCELLED (its text). An
 * answer's card keeps the answer it announced; the request's card follows the appointment.
 */
const answerOf = (text: string): AppointmentStatus | null => {
  const word = text.trim();
  return word !== 'PENDING' && (appointmentStatuses as readonly string[]).includes(word) ? (word as AppointmentStatus) : null;
};

/**
 * The meeting request card in chat (spec 3): a message carrying `appointment_schedule` shows the
 * appointment — its state in the header (grey for denied and cancelled), subject, time and place — and
 * accept and deny for the receiver while the request is pending.
 */
export function MeetingRequestCard({ eventSlug, message }: MessageAttachmentProps) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const id = message.appointment_schedule!;
  const query = useQuery(appointmentQuery(eventSlug, id));
  const answer = answerOf(message.text);
  const a = query.data;
  // The request's card follows the appointment; an answer's card keeps the answer it announced.
  const status: AppointmentStatus | null = answer ?? a?.status ?? null;
  return (
    <article className={classes.card} data-testid="meeting-request-card" data-status={status ?? undefined} aria-label={t('appointments.card.title')}>
      <div className={classes.cardHeader} data-status={status ?? undefined}>
        <IconCalendarEvent size={16} aria-hidden />
        <span>{answer ? t(`appointments.card.answer.${answer.toLowerCase()}`) : t('appointments.card.title')}</span>
        {!answer && status ? <span style={{ marginLeft: 'auto', fontWeight: 500 }}>· {t(statusLabelKey(status))}</span> : null}
      </div>
      <div className={classes.cardBody}>
        {query.isPending ? (
          <Stack gap={6}><Skeleton h={14} w="70%" /><Skeleton h={12} w="50%" /></Stack>
        ) : query.isError || !a ? (
          <Text size="sm" c="dimmed">{t('appointments.card.unavailable')}</Text>
        ) : (
          <Stack gap={6}>
            <Text size="sm" fw={600}><UserText>{a.subject}</UserText></Text>
            <Text size="xs" c="dimmed">{whenOf(a, i18n.language)}</Text>
            <Group gap={4} wrap="nowrap">
              {a.location_type === 'IN_PERSON' ? <IconMapPin size={14} aria-hidden /> : <IconVideo size={14} aria-hidden />}
              <Text size="xs">{a.location_type === 'IN_PERSON' ? <UserText>{a.location}</UserText> : t('appointments.location_types.VIRTUAL')}</Text>
            </Group>
            {!answer ? <AppointmentActions eventSlug={eventSlug} appointment={a} viewerId={user?.id} only={['accept', 'deny']} /> : null}
            {answer === 'ACCEPTED' ? <JoinButton eventSlug={eventSlug} appointment={a} /> : null}
          </Stack>
        )}
      </div>
    </article>
  );
}
