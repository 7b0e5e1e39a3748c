import { Center, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconCalendarTime, IconList } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { useCurrentUser } from '@/shared/session/session';
import { lazyNamed } from '@/shared/ui/lazy';
import { EmptyPanel } from '@/shared/ui/page-state';
import { AppointmentList } from './appointment-list';
import classes from './appointments.module.css';

// FullCalendar and its styles come only with the availability tab.
const AvailabilityCalendar = lazyNamed(() => import('./availability-calendar'), 'AvailabilityCalendar');

type Tab = 'list' | 'availability';

/**
 * Manage my appointments (spec 2 §2, `/{eventSlug}/appointments`): the list of upcoming and past
 * appointments, and the availability calendar. Only when the event enables meeting scheduling.
 */
export function AppointmentsPage() {
  const { t } = useTranslation();
  const { eventSlug = '' } = useParams();
  const { event } = useCurrentEvent();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'availability' ? 'availability' : 'list';
  if (!event) return <Center h={240}><Loader aria-label={t('common.loading')} /></Center>;
  return (
    <div className={classes.page}>
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed" fw={500}>{t('appointments.title')}</Text>
          <Title order={1} size="h2">{t('appointments.page_title')}</Title>
        </div>
        {!event.enable_meeting_scheduling ? (
          <Paper withBorder radius="lg" p="xl" data-testid="appointments-disabled">
            <EmptyPanel icon={<IconCalendarOff size={28} stroke={1.6} />} title={t('appointments.disabled.title')} description={t('appointments.disabled.description')} />
          </Paper>
        ) : (
          <Tabs value={tab} onChange={(v) => setParams(v === 'availability' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="list" leftSection={<IconList size={16} aria-hidden />} data-testid="appointments-tab-list">{t('appointments.tabs.list')}</Tabs.Tab>
              <Tabs.Tab value="availability" leftSection={<IconCalendarTime size={16} aria-hidden />} data-testid="appointments-tab-availability">{t('appointments.tabs.availability')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="list">
              <Stack gap="xl">
                <AppointmentList eventSlug={eventSlug} filter="upcoming" viewerId={user?.id} />
                <AppointmentList eventSlug={eventSlug} filter="past" viewerId={user?.id} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="availability">
              <Suspense fallback={<Center h={400}><Loader aria-label={t('common.loading')} /></Center>}>
                <AvailabilityCalendar eventSlug={eventSlug} event={event} viewerId={user?.id} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </div>
  );
}
