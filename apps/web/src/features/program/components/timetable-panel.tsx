import { ActionIcon, Button, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarOff, IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentEvent } from '@foyer/contracts';
import { canZoomIn, canZoomOut, dateIn, defaultProgramDate, firstUpcomingDate, initialZoomIndex, shiftDate, timetableLayout, zoomIn, zoomLevel, zoomOut } from '@foyer/domain';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { programDatesQuery, timetableDayQuery } from '../api';
import { useProgramClock, zoneLabel } from '../clock';
import { ItemDetailModal } from './item-detail-modal';
import { TimetableGrid } from './timetable-grid';
import classes from './timetable.module.css';

/**
 * The expanded timetable: the date control (previous/next), zoom (30, 15, 5, 1 minutes per column, from 5),
 * the timezone line and the grid of spaces; an empty day offers the first upcoming date.
 */
export function TimetablePanel({ event }: { event: CurrentEvent }) {
  const { t } = useTranslation();
  const clock = useProgramClock(event);
  const [date, setDate] = useState(() => defaultProgramDate(dateIn(Date.now(), clock.timeZone), event));
  const [zoom, setZoom] = useState(() => zoomLevel(initialZoomIndex));
  const [openItem, setOpenItem] = useState<number | null>(null);
  const day = useQuery(timetableDayQuery(event.slug, date, clock.timeZone));
  const dates = useQuery(programDatesQuery(event.slug));
  const spaces = day.data?.results ?? [];
  const empty = day.isSuccess && !day.isPlaceholderData && spaces.every((s) => s.items.length === 0 && s.containers.length === 0);
  const upcoming = dates.data ? firstUpcomingDate(date, dates.data.dates) : null;

  let body;
  if (day.isPending) {
    body = (
      <Stack gap={4} p="sm" aria-busy="true" aria-label={t('program.loading')}>
        {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={timetableLayout.rowHeight - 8} />)}
      </Stack>
    );
  } else if (day.isError) {
    body = <ErrorPanel title={t('program.error')} description={t('program.error_hint')} onRetry={() => void day.refetch()} />;
  } else if (empty) {
    body = (
      <EmptyPanel
        py="md"
        icon={<IconCalendarOff size={28} stroke={1.6} />}
        title={t('program.no_program_day')}
        description={upcoming ? t('program.first_upcoming', { date: clock.day(upcoming) }) : dates.isSuccess ? t('program.none_upcoming') : undefined}
        action={upcoming ? <Button variant="light" onClick={() => setDate(upcoming)} data-testid="timetable-go-upcoming">{t('program.go_to_date', { date: clock.shortDay(upcoming) })}</Button> : undefined}
        data-testid="timetable-empty"
      />
    );
  } else {
    body = <TimetableGrid eventSlug={event.slug} date={date} spaces={spaces} zoom={zoom} clock={clock} onOpen={setOpenItem} />;
  }

  return (
    <div className={classes.panelInner}>
      <Group className={classes.nav} style={{ minHeight: timetableLayout.navigationHeight }} gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" aria-label={t('program.previous_day')} onClick={() => setDate(shiftDate(date, -1))} data-testid="timetable-prev">
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text fw={600} size="sm" className={classes.date} aria-live="polite" data-testid="timetable-date" data-date={date}>
            {clock.day(date)}
          </Text>
          <ActionIcon variant="subtle" color="gray" aria-label={t('program.next_day')} onClick={() => setDate(shiftDate(date, 1))} data-testid="timetable-next">
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Text size="xs" c="dimmed" className={classes.zone} data-testid="timetable-zone">
          {clock.viewerZone
            ? t('program.times_in_zone_yours', { zone: zoneLabel(clock.timeZone), yours: zoneLabel(clock.viewerZone) })
            : t('program.times_in_zone', { zone: zoneLabel(clock.timeZone) })}
        </Text>
        <Group gap={4} wrap="nowrap" role="group" aria-label={t('program.zoom')}>
          <Tooltip label={t('program.zoom_out')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('program.zoom_out')} disabled={!canZoomOut(zoom)} onClick={() => setZoom(zoomOut(zoom))} data-testid="timetable-zoom-out">
              <IconZoomOut size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="xs" w={56} ta="center" data-testid="timetable-zoom" data-minutes={zoom.minutesPerColumn}>
            {t('program.minutes_per_column', { count: zoom.minutesPerColumn })}
          </Text>
          <Tooltip label={t('program.zoom_in')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('program.zoom_in')} disabled={!canZoomIn(zoom)} onClick={() => setZoom(zoomIn(zoom))} data-testid="timetable-zoom-in">
              <IconZoomIn size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {body}
      <ItemDetailModal eventSlug={event.slug} itemId={openItem} clock={clock} onClose={() => setOpenItem(null)} />
    </div>
  );
}
