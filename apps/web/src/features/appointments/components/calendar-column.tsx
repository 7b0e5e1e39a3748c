import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarAppointmentsProps } from '@/shared/plug-ins/calendar-appointments';
import { useCurrentUser } from '@/shared/session/session';
import { UserText } from '@/shared/ui/user-text';
import { dayQuery } from '../api';
import { timeOf } from '../clock';
import { otherParty, personName } from '../model';
import { JoinButton } from './join-button';
import classes from './appointments.module.css';

/** The program calendar's appointment column (spec 2 §2): the viewer's accepted appointments of the day. */
export function CalendarAppointments({ eventSlug, date }: CalendarAppointmentsProps) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const query = useQuery(dayQuery(eventSlug, date));
  if (query.isPending) return <Stack gap={6} mt="xs"><Skeleton h={48} /><Skeleton h={48} /></Stack>;
  const list = (query.data?.results ?? []).filter((a) => a.status === 'ACCEPTED');
  if (query.isError) return <Text size="xs" c="red" mt="xs">{t('appointments.load_failed')}</Text>;
  if (list.length === 0) return <Text size="xs" c="dimmed" mt="xs">{t('appointments.column.empty')}</Text>;
  return (
    <Stack gap={6} mt="xs" data-testid="calendar-appointments">
      {list.map((a) => (
        <div key={a.id} className={classes.columnItem} data-testid="calendar-appointment">
          <Text size="xs" c="dimmed">{timeOf(a.start_date, i18n.language)}–{timeOf(a.end_date, i18n.language)}</Text>
          <Text size="sm" fw={600} lineClamp={2}><UserText>{a.subject}</UserText></Text>
          <Text size="xs"><UserText>{personName(otherParty(a, user?.id))}</UserText></Text>
          {a.location ? <Text size="xs" c="dimmed"><UserText>{a.location}</UserText></Text> : null}
          <div style={{ marginTop: 4 }}><JoinButton eventSlug={eventSlug} appointment={a} /></div>
        </div>
      ))}
    </Stack>
  );
}
