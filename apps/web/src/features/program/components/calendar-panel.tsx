import '@mantine/dates/styles.css';
import { ActionIcon, Box, Button, Group, Indicator, Popover, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { AppDatesProvider } from '@/shared/ui/app-dates-provider';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconCalendarOff, IconChevronLeft, IconChevronRight, IconFilterOff, IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand, IconSearch, IconTimeline } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { programLocationTypes, type CurrentEvent, type ProgramItem, type ProgramSearchReply } from '@foyer/contracts';
import { chosenOptions, dateIn, dayPartOfHour, dayParts, defaultProgramDate, firstUpcomingDate, isAllSelected, minutesIntoDay, passesProgramFilter, selectAll, shiftDate } from '@foyer/domain';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import type { SidebarPanelProps } from '@/shared/plug-ins/sidebar-panels';
import { useIsMobile } from '@/shared/ui/layout';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { byLocationTypeQuery, programDatesQuery, programSearchQuery } from '../api';
import { calendarSlots } from '@/shared/plug-ins/calendar-appointments';
import { useProgramClock, zoneLabel, type ProgramClock } from '../clock';
import { timetableFooter } from '../footer-store';
import { useNow } from '../use-now';
import { FilterMenu } from './filter-menu';
import { ItemDetailModal } from './item-detail-modal';
import { PerformerRow } from './performer-row';
import { ProgramItemRow } from './program-item-row';
import classes from './program.module.css';

/** Calendar search waits 750 ms after the last key, the multi-select filters 1000 ms (spec 2 §5, §9). */
const searchDebounceMs = 750;
const filterDebounceMs = 1000;


/** Every item of a `programs-by-location-type/` reply, containers too, in time order. */
function allItems(reply: { virtual: { items: ProgramItem[]; containers: ProgramItem[] }; hybrid: { items: ProgramItem[]; containers: ProgramItem[] }; in_person: { items: ProgramItem[]; containers: ProgramItem[] } } | undefined): ProgramItem[] {
  if (!reply) return [];
  const list = programLocationTypes.flatMap((type) => [...reply[type].items, ...reply[type].containers]);
  return list.sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date) || a.name.localeCompare(b.name));
}

/**
 * The program calendar panel (spec 2 §2, §4): the event's timezone, a space filter with select-all, a
 * date picker marking days with activities, previous/next day, search (programs and performers), filters
 * by location type and tags, and the day's schedule by day part beside a collapsible appointment column.
 */
export function CalendarPanel({ eventSlug, expanded, close }: SidebarPanelProps) {
  const { event } = useCurrentEvent();
  if (!event) return null;
  return <CalendarPanelBody event={event} eventSlug={eventSlug} expanded={expanded} close={close} />;
}

function CalendarPanelBody({ event, eventSlug, expanded, close }: { event: CurrentEvent; eventSlug: string; expanded: boolean; close: () => void }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const clock = useProgramClock(event);
  const [date, setDate] = useState(() => defaultProgramDate(dateIn(Date.now(), clock.timeZone), event));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDebounceMs);
  const [spaces, setSpaces] = useState<string[]>([selectAll]);
  const [types, setTypes] = useState<string[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [filter] = useDebouncedValue({ spaces, types, tags }, filterDebounceMs);
  // The appointment column opens by itself in the wide panel; in the narrow one it waits to be asked for.
  const [showAppointments, setShowAppointments] = useState<boolean | null>(null);
  const appointmentsOpen = showAppointments ?? expanded;
  const [openItem, setOpenItem] = useState<number | null>(null);

  const day = useQuery(byLocationTypeQuery(eventSlug, date, clock.timeZone));
  const dates = useQuery(programDatesQuery(eventSlug));
  const found = useQuery(programSearchQuery(eventSlug, debouncedSearch));
  const datesWithProgram = useMemo(() => new Set(dates.data?.dates ?? []), [dates.data]);
  const items = useMemo(() => allItems(day.data), [day.data]);
  const upcomingDate = dates.data ? firstUpcomingDate(date, dates.data.dates) : null;
  const upcoming = useQuery({ ...byLocationTypeQuery(eventSlug, upcomingDate ?? date, clock.timeZone), enabled: items.length === 0 && upcomingDate !== null && day.isSuccess });
  const nextActivity = upcomingDate ? allItems(upcoming.data)[0] : undefined;

  const spaceOptions = useMemo(() => {
    const byId = new Map<number, string>();
    for (const item of items) byId.set(item.space.id, item.space.name);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ value: String(id), label: name, userText: true }));
  }, [items]);
  const tagOptions = useMemo(
    () =>
      [...event.program_tags]
        .sort((a, b) => (a.category?.order ?? 1e9) - (b.category?.order ?? 1e9) || (a.category?.text ?? '').localeCompare(b.category?.text ?? '') || a.text.localeCompare(b.text))
        .map((tag) => ({ value: String(tag.id), label: tag.text, group: tag.category?.text ?? t('program.calendar.tags'), userText: true })),
    [event.program_tags, t],
  );
  const groupOf = useMemo(() => {
    const groups = new Map(event.program_tags.map((tag) => [tag.id, tag.category?.text ?? '']));
    return (id: number) => groups.get(id);
  }, [event.program_tags]);
  const typeOptions = programLocationTypes.map((type) => ({ value: type, label: t(`program.location_types.${type}`) }));

  const passes = (item: ProgramItem) => {
    const spaceIds = isAllSelected(filter.spaces, spaceOptions.map((o) => o.value)) ? null : chosenOptions(filter.spaces);
    if (spaceIds && !spaceIds.includes(String(item.space.id))) return false;
    const locationTypes = isAllSelected(filter.types, programLocationTypes) ? [] : chosenOptions(filter.types);
    const tagIds = isAllSelected(filter.tags, tagOptions.map((o) => o.value)) ? [] : chosenOptions(filter.tags).map(Number);
    return passesProgramFilter({ locationType: item.location_type, tagIds: item.tags }, { locationTypes, tagIds }, groupOf);
  };
  const clearFilters = () => {
    setSpaces([selectAll]);
    setTypes([]);
    setTags([]);
  };

  let body;
  if (debouncedSearch) {
    body = <SearchResults query={found} passes={passes} clock={clock} onOpen={setOpenItem} />;
  } else if (day.isPending) {
    body = (
      <Stack gap="xs" p="md" aria-busy="true" aria-label={t('program.loading')}>
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={48} />)}
      </Stack>
    );
  } else if (day.isError) {
    body = <ErrorPanel title={t('program.error')} description={t('program.error_hint')} onRetry={() => void day.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <EmptyPanel
        icon={<IconCalendarOff size={28} stroke={1.6} />}
        title={t('program.calendar.no_planned')}
        description={nextActivity && upcomingDate ? t('program.calendar.next_activity', { name: nextActivity.name, date: clock.day(upcomingDate) }) : dates.isSuccess && !upcomingDate ? t('program.calendar.none_upcoming') : undefined}
        action={upcomingDate ? <Button variant="light" size="xs" onClick={() => setDate(upcomingDate)} data-testid="calendar-go-next">{t('program.calendar.go_next')}</Button> : undefined}
        data-testid="calendar-empty-day"
      />
    );
  } else {
    const shown = items.filter(passes);
    body = shown.length === 0 ? (
      <EmptyPanel title={t('program.calendar.no_results')} description={t('program.calendar.no_results_hint')} action={<Button variant="light" size="xs" leftSection={<IconFilterOff size={14} />} onClick={clearFilters}>{t('program.calendar.clear_filters')}</Button>} />
    ) : (
      <DaySchedule items={shown} date={date} clock={clock} onOpen={setOpenItem} />
    );
  }

  return (
    <Stack gap={0}>
      <Box px="md" pt="sm" pb="md" className={classes.controls}>
        <Text size="xs" c="dimmed" mb="xs" data-testid="calendar-zone">
          {clock.viewerZone
            ? t('program.times_in_zone_yours', { zone: zoneLabel(clock.timeZone), yours: zoneLabel(clock.viewerZone) })
            : t('program.times_in_zone', { zone: zoneLabel(clock.timeZone) })}
        </Text>
        <Group gap={4} wrap="nowrap" mb="xs">
          <ActionIcon variant="subtle" color="gray" aria-label={t('program.previous_day')} onClick={() => setDate(shiftDate(date, -1))} data-testid="calendar-prev">
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Popover opened={pickerOpen} onChange={setPickerOpen} position="bottom" shadow="md" withinPortal trapFocus>
            <Popover.Target>
              <Button variant="default" size="xs" style={{ flex: 1 }} leftSection={<IconCalendar size={14} aria-hidden />} onClick={() => setPickerOpen((o) => !o)} aria-label={`${t('program.calendar.pick_date')}: ${clock.day(date)}`} data-testid="calendar-date" data-date={date}>
                {clock.day(date)}
              </Button>
            </Popover.Target>
            <Popover.Dropdown aria-modal="true" aria-label={t('program.calendar.pick_date')}>
              <AppDatesProvider>
                <DatePicker
                  value={date}
                  defaultDate={date}
                  onChange={(value) => {
                    if (value) setDate(value.slice(0, 10));
                    setPickerOpen(false);
                  }}
                  renderDay={(value) => (
                    <Indicator size={5} color="brand" offset={-3} position="bottom-center" disabled={!datesWithProgram.has(value)}>
                      <div>{Number(value.slice(8, 10))}</div>
                    </Indicator>
                  )}
                  getDayProps={(value) => (datesWithProgram.has(value) ? { 'data-has-program': true, fw: 700 } : {})}
                />
              </AppDatesProvider>
            </Popover.Dropdown>
          </Popover>
          <ActionIcon variant="subtle" color="gray" aria-label={t('program.next_day')} onClick={() => setDate(shiftDate(date, 1))} data-testid="calendar-next">
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <TextInput
          size="sm"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={14} aria-hidden />}
          placeholder={t('program.calendar.search_placeholder')}
          aria-label={t('program.calendar.search_label')}
          mb="xs"
          data-testid="calendar-search"
        />
        <Group gap={6}>
          <FilterMenu label={t('program.calendar.spaces')} allLabel={t('program.calendar.all_spaces')} options={spaceOptions} value={spaces} onChange={setSpaces} testId="calendar-spaces" />
          <FilterMenu label={t('program.calendar.location_type')} allLabel={t('program.calendar.all_types')} options={typeOptions} value={types} onChange={setTypes} testId="calendar-types" />
          {tagOptions.length > 0 ? <FilterMenu label={t('program.calendar.tags')} allLabel={t('program.calendar.tags')} options={tagOptions} value={tags} onChange={setTags} testId="calendar-tags" /> : null}
          <Button variant="subtle" size="xs" leftSection={<IconTimeline size={14} aria-hidden />} onClick={() => {
            timetableFooter.set(true);
            // On phones the panel covers the page: it steps aside for the timetable.
            if (isMobile) close();
          }} data-testid="calendar-open-timetable">
            {t('program.calendar.open_timetable')}
          </Button>
        </Group>
      </Box>
      <div className={classes.schedule} data-expanded={expanded}>
        <div className={classes.scheduleMain} data-testid="calendar-schedule">{body}</div>
        <aside className={classes.appointments} data-open={appointmentsOpen} aria-label={t('program.calendar.appointments')}>
          <Group justify="space-between" wrap="nowrap" gap={4}>
            {appointmentsOpen ? <Text size="xs" fw={700} tt="uppercase" c="dimmed">{t('program.calendar.appointments')}</Text> : null}
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-expanded={appointmentsOpen}
              aria-label={appointmentsOpen ? t('program.calendar.hide_appointments') : t('program.calendar.show_appointments')}
              onClick={() => setShowAppointments(!appointmentsOpen)}
              data-testid="calendar-appointments-toggle"
            >
              {appointmentsOpen ? <IconLayoutSidebarRightCollapse size={16} /> : <IconLayoutSidebarRightExpand size={16} />}
            </ActionIcon>
          </Group>
          {appointmentsOpen ? <AppointmentColumn eventSlug={eventSlug} date={date} timeZone={clock.timeZone} /> : null}
        </aside>
      </div>
      <ItemDetailModal eventSlug={eventSlug} itemId={openItem} clock={clock} onClose={() => setOpenItem(null)} />
    </Stack>
  );
}

/** The appointments feature's column of the day, or a note where it is not there. */
function AppointmentColumn(props: { eventSlug: string; date: string; timeZone: string }) {
  const { t } = useTranslation();
  const Column = calendarSlots.appointments;
  if (!Column) return <Text size="xs" c="dimmed" mt="xs">{t('program.calendar.appointments_empty')}</Text>;
  return (
    <Suspense fallback={<Skeleton h={40} mt="xs" />}>
      <Column {...props} />
    </Suspense>
  );
}

/** The day's items under NIGHT, MORNING, AFTERNOON and EVENING (day parts of the event's clock). */
function DaySchedule({ items, date, clock, onOpen }: { items: ProgramItem[]; date: string; clock: ProgramClock; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const now = useNow();
  const parts = dayParts.map((part) => ({ part, items: items.filter((i) => dayPartOfHour(Math.floor(minutesIntoDay(i.start_date, date, clock.timeZone) / 60)) === part) }));
  return (
    <Stack gap="md" p="md">
      {parts.filter((p) => p.items.length > 0).map((p) => (
        <section key={p.part} aria-label={t(`program.calendar.day_parts.${p.part}`)} data-testid={`calendar-part-${p.part}`}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6} component="h3" m={0}>{t(`program.calendar.day_parts.${p.part}`)}</Text>
          <Stack gap={6}>
            {p.items.map((item) => <ProgramItemRow key={item.id} item={item} clock={clock} onOpen={onOpen} now={now} />)}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

function SearchResults({ query, passes, clock, onOpen }: {
  query: UseQueryResult<ProgramSearchReply>;
  passes: (item: ProgramItem) => boolean;
  clock: ProgramClock;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  if (query.isPending) return <Stack gap="xs" p="md" aria-busy="true">{Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={44} />)}</Stack>;
  if (query.isError) return <ErrorPanel title={t('program.error')} description={t('program.error_hint')} onRetry={() => void query.refetch()} />;
  const [programs, performers] = query.data.categories;
  const sessions = programs.items.filter(passes);
  if (sessions.length === 0 && performers.items.length === 0) {
    return <EmptyPanel icon={<IconSearch size={28} stroke={1.6} />} title={t('program.calendar.no_results')} description={t('program.calendar.no_results_hint')} />;
  }
  return (
    <Stack gap="md" p="md" data-testid="calendar-search-results">
      {performers.items.length > 0 ? (
        <section aria-label={t('program.performers')}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6} component="h3" m={0}>{t('program.performers')}</Text>
          {performers.items.map((p) => <PerformerRow key={p.id} performer={p} />)}
        </section>
      ) : null}
      {sessions.length > 0 ? (
        <section aria-label={t('program.calendar.sessions')}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6} component="h3" m={0}>{t('program.calendar.sessions')}</Text>
          <Stack gap={6}>
            {sessions.map((item) => <ProgramItemRow key={item.id} item={item} clock={clock} onOpen={onOpen} now={now} withDay />)}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
