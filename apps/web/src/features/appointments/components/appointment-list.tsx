import { Avatar, Badge, Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconMapPin, IconVideo } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AppointmentSchedule } from '@foyer/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { appointmentListQuery } from '../api';
import { whenOf } from '../clock';
import { isFaded, otherParty, personName, rowDisplay, statusLabelKey } from '../model';
import { AppointmentActions } from './appointment-actions';
import { JoinButton } from './join-button';
import classes from './appointments.module.css';

export const readable = { '--badge-color': 'var(--mantine-color-text)' } as CSSProperties;

const statusColor: Record<string, string> = { PENDING: 'yellow', ACCEPTED: 'teal', DENIED: 'red', CANCELLED: 'gray', UPDATED: 'gray' };

export function StatusBadge({ status }: { status: AppointmentSchedule['status'] }) {
  const { t } = useTranslation();
  // The light tint behind the page's own text colour: readable in both schemes (axe contrast).
  return <Badge color={statusColor[status] ?? 'gray'} variant="light" size="sm" style={readable} data-testid="appointment-status">{t(statusLabelKey(status))}</Badge>;
}

/** One appointment: the other person, subject and time, then its location, join control or status, and the actions. */
export function AppointmentRow({ eventSlug, appointment: a, viewerId }: { eventSlug: string; appointment: AppointmentSchedule; viewerId: number | undefined }) {
  const { t, i18n } = useTranslation();
  const other = otherParty(a, viewerId);
  const name = personName(other);
  const display = rowDisplay(a);
  const incoming = a.receiver === viewerId;
  return (
    <div className={classes.row} data-faded={isFaded(a.status) || undefined} data-status={a.status} data-testid="appointment-row">
      <Avatar src={other.mugshot} name={name} radius="xl" color="brand" alt="" />
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} truncate><UserText>{name}</UserText></Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{t(incoming ? 'appointments.incoming' : 'appointments.outgoing')}</Text>
        </Group>
        <Text size="sm" lineClamp={2}><UserText>{a.subject}</UserText></Text>
        <Text size="xs" c="dimmed">{whenOf(a, i18n.language)}</Text>
      </div>
      <div className={classes.rowEnd}>
        {display === 'join' ? (
          <Group gap={6}>
            <Badge variant="light" color="teal" size="sm" style={readable} leftSection={<IconVideo size={12} aria-hidden />}>{t('appointments.location_types.VIRTUAL')}</Badge>
            <JoinButton eventSlug={eventSlug} appointment={a} />
          </Group>
        ) : display === 'location' ? (
          <Group gap={4} wrap="nowrap" data-testid="appointment-location">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm"><UserText>{a.location}</UserText></Text>
          </Group>
        ) : (
          <StatusBadge status={a.status} />
        )}
        <AppointmentActions eventSlug={eventSlug} appointment={a} viewerId={viewerId} />
      </div>
    </div>
  );
}

/** Upcoming or past appointments, 10 a page with "load more" (spec 2 §2, §9). */
export function AppointmentList({ eventSlug, filter, viewerId }: { eventSlug: string; filter: 'upcoming' | 'past'; viewerId: number | undefined }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(appointmentListQuery(eventSlug, filter));
  const rows = query.data?.pages.flatMap((p) => p.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  return (
    <section aria-labelledby={`appointments-${filter}`} data-testid={`appointments-${filter}`}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id={`appointments-${filter}`}>{t(`appointments.lists.${filter}`)}</Title>
        {query.isSuccess ? <Badge variant="light" size="sm">{count}</Badge> : null}
      </Group>
      <Paper withBorder radius="lg">
        {query.isPending ? (
          <Stack p="md" gap="sm" aria-busy="true" aria-label={t('common.loading')}>{[0, 1, 2].map((i) => <Skeleton key={i} h={56} />)}</Stack>
        ) : query.isError ? (
          <ErrorPanel title={t('appointments.load_failed')} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyPanel icon={<IconCalendarOff size={28} stroke={1.6} />} title={t(`appointments.empty.${filter}`)} description={filter === 'upcoming' ? t('appointments.empty.hint') : undefined} />
        ) : (
          <div>
            {rows.map((a) => <AppointmentRow key={a.id} eventSlug={eventSlug} appointment={a} viewerId={viewerId} />)}
          </div>
        )}
      </Paper>
      {query.hasNextPage ? (
        <Center mt="sm">
          <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid={`appointments-${filter}-more`}>
            {t('appointments.load_more')}
          </Button>
        </Center>
      ) : null}
    </section>
  );
}
