import '@mantine/dates/styles.css';
import type { DateSelectArg, EventApi, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ActionIcon, Button, Group, Paper, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { modals } from '@mantine/modals';
import { IconCalendar, IconCalendarOff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentSchedule, CalendarSlot, CurrentEvent } from '@foyer/contracts';
import { calendarStepMinutes, overlapsAny } from '@foyer/domain';
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '@/shared/crash-reporting';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { useIsMobile } from '@/shared/ui/layout';
import { ErrorPanel } from '@/shared/ui/page-state';
import { blockedQuery, blockTime, moveBlock, refreshAppointments, unblock } from '../api';
import { AppointmentDetails } from './appointment-details';
import { BlockTimeDialog } from './block-time-dialog';
import classes from './availability.module.css';

/** Slot heights S, M, L in px (spec 2 §9); default M. */
const sizes = { S: 10, M: 20, L: 40 } as const;
type Size = keyof typeof sizes;
type View = 'timeGridWeek' | 'timeGridDay';

/** Spec 2 §8: 'timeslots successfully blocked' for 3 seconds. */
const successMs = 3000;
// Option objects made once: FullCalendar re-applies options handed in anew on every render.
const hhmm = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const step = { minutes: calendarStepMinutes };
const hourly = { hours: 1 };
const weekHeader = { weekday: 'short', day: 'numeric' } as const;
const dayHeader = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const slotDay = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const plugins = [timeGridPlugin, interactionPlugin];
/** The week view of an event of at most seven days: exactly its days, whichever weekdays they fall on. */
const eventWeekView = 'eventWeek';

const isBlock = (s: CalendarSlot): s is Extract<CalendarSlot, { status: 'BLOCKED' }> => s.status === 'BLOCKED';
const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const localDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** The event's days, first to last, as `YYYY-MM-DD`. */
const eventDays = (first: Date, last: Date): string[] => {
  const days: string[] = [];
  for (let d = new Date(first); d <= last && days.length < 60; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) days.push(day(d));
  return days;
};

/**
 * Manage availability (spec 2 §2, §4, §9): a week or day calendar in 15-minute steps with 24-hour labels,
 * scrolled to 06:00, slot heights S/M/L, a toolbar with the view, previous/next and a date picker within
 * the event's dates. Selecting a range blocks it; blocks (only they) can be dragged, resized, or clicked to
 * delete; a new or moved block overlapping another slot beyond the 1-second margin is refused silently; a
 * single click creates nothing. Clicking an appointment shows its details. "Block time" blocks a range by
 * keyboard (a day, a start and an end).
 */
export function AvailabilityCalendar({ eventSlug, event, viewerId }: { eventSlug: string; event: CurrentEvent; viewerId: number | undefined }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const calendar = useRef<FullCalendar>(null);
  const query = useQuery(blockedQuery(eventSlug));
  const [view, setView] = useState<View>('timeGridWeek');
  const [size, setSize] = useState<Size>('M');
  const first = localDate(event.start_date);
  const lastDay = localDate(event.end_date);
  const [date, setDate] = useState<Date>(() => {
    const today = new Date();
    return today >= first && today <= new Date(lastDay.getTime() + 86_400_000) ? today : first;
  });
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState<{ appointment: AppointmentSchedule; rect: DOMRect } | null>(null);
  const [blocking, setBlocking] = useState(false);
  const slots = useMemo(() => query.data?.results ?? [], [query.data]);
  const validRange = useMemo(() => ({ start: event.start_date.slice(0, 10), end: day(new Date(localDate(event.end_date).getTime() + 86_400_000)) }), [event.start_date, event.end_date]);
  // An event of up to seven days shows all its days and only them in the week view, also when they straddle
  // two calendar weeks (Sunday to Tuesday): a Monday-to-Sunday week would open on a week with one of them.
  const wholeEventWeek = eventDays(first, lastDay).length <= 7;
  const views = useMemo(() => ({ [eventWeekView]: { type: 'timeGrid', visibleRange: validRange } }), [validRange]);
  const calendarView = (v: View) => (v === 'timeGridWeek' && wholeEventWeek ? eventWeekView : v);
  // The whole event is on screen: nothing before or after it to go to.
  const noPaging = view === 'timeGridWeek' && wholeEventWeek;

  const events: EventInput[] = useMemo(
    () =>
      slots.map((s) => ({
        id: String(s.id),
        start: s.start_date,
        end: s.end_date,
        title: isBlock(s) ? t('appointments.calendar.blocked') : s.subject,
        // Only blocks can be dragged or resized (spec 2 §4).
        editable: isBlock(s),
        classNames: [isBlock(s) ? 'foyer-block' : `foyer-appointment foyer-${s.status.toLowerCase()}`],
        extendedProps: { slot: s },
      })),
    [slots, t],
  );

  /** Whether a range is free of every other slot (beyond the 1-second margin). */
  const free = (range: { start: Date; end: Date }, except?: string) =>
    !overlapsAny({ start_date: range.start, end_date: range.end }, slots.filter((s) => String(s.id) !== except));

  const failed = (error: unknown) => {
    notify.error(errorMessage(error, t('appointments.calendar.failed')), { title: t('appointments.calendar.failed'), id: 'availability-failed' });
    void reportClientError(error);
  };
  const blocked = () => notify.success(t('appointments.calendar.blocked_success'), { id: 'availability-blocked', displayDuration: successMs });
  const refresh = () => refreshAppointments(queryClient, eventSlug);

  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    if (!viewerId || !free(arg)) return;
    blockTime(eventSlug, { start_date: arg.start.toISOString(), end_date: arg.end.toISOString() }, viewerId)
      .then((list) => {
        queryClient.setQueryData(blockedQuery(eventSlug).queryKey, list);
        blocked();
      }, failed)
      .finally(() => void refresh());
  };
  /** The "Block time" dialog: the same call, then the calendar shows the day blocked. */
  const onBlock = async (range: { start: Date; end: Date }) => {
    if (!viewerId) return;
    try {
      const list = await blockTime(eventSlug, { start_date: range.start.toISOString(), end_date: range.end.toISOString() }, viewerId);
      queryClient.setQueryData(blockedQuery(eventSlug).queryKey, list);
      blocked();
      go(range.start);
    } catch (error) {
      failed(error);
      throw error;
    } finally {
      void refresh();
    }
  };
  const onChange = (arg: EventDropArg | EventResizeDoneArg) => {
    const { start, end } = arg.event;
    if (!viewerId || !start || !end || !free({ start, end }, arg.event.id)) {
      arg.revert();
      return;
    }
    moveBlock(eventSlug, Number(arg.event.id), { start_date: start.toISOString(), end_date: end.toISOString() }, viewerId)
      .then(blocked, (error: unknown) => {
        arg.revert();
        failed(error);
      })
      .finally(() => void refresh());
  };
  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const slot = arg.event.extendedProps.slot as CalendarSlot;
    if (isBlock(slot)) {
      modals.openConfirmModal({
        title: t('appointments.calendar.delete_title'),
        children: <Text size="sm">{t('appointments.calendar.delete_question')}</Text>,
        labels: { confirm: t('appointments.confirm.yes'), cancel: t('appointments.confirm.no') },
        confirmProps: { color: 'red.9', 'data-testid': 'block-delete-yes' } as Record<string, string>,
        cancelProps: { 'data-testid': 'block-delete-no' } as Record<string, string>,
        closeButtonProps: { 'aria-label': t('common.close') },
        onConfirm: () => void unblock(eventSlug, slot.id).catch(failed).finally(() => void refresh()),
      });
    } else {
      setDetails({ appointment: slot, rect: arg.el.getBoundingClientRect() });
    }
  };

  /** What a screen reader says for a slot: its title, day and time, and what Enter does with it. */
  const slotLabel = (e: EventApi) => {
    const when = (d: Date | null, o: Intl.DateTimeFormatOptions) => (d ? d.toLocaleString(i18n.language, o) : '');
    // The mirror drawn while a range is being selected is no slot yet: it has nothing to name.
    const slot = e.extendedProps.slot as CalendarSlot | undefined;
    if (!slot) return '';
    return t(isBlock(slot) ? 'appointments.calendar.block_label' : 'appointments.calendar.appointment_label', {
      title: e.title, day: when(e.start, slotDay), from: when(e.start, hhmm), to: when(e.end, hhmm),
    });
  };

  const api = () => calendar.current?.getApi();
  const go = (d: Date) => {
    setDate(d);
    api()?.gotoDate(d);
  };

  if (query.isError) return <ErrorPanel title={t('appointments.calendar.load_failed')} onRetry={() => void query.refetch()} />;
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} className={classes.wrap} style={{ '--slot-height': `${sizes[size]}px` } as CSSProperties} data-testid="availability">
      <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" size="lg" onClick={() => api()?.prev()} disabled={noPaging} aria-label={t('appointments.calendar.previous')} data-testid="availability-prev">
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" onClick={() => api()?.next()} disabled={noPaging} aria-label={t('appointments.calendar.next')} data-testid="availability-next">
            <IconChevronRight size={18} />
          </ActionIcon>
          <DatePickerInput
            aria-label={t('appointments.calendar.pick_date')}
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={day(date)}
            onChange={(v) => v && go(localDate(String(v)))}
            minDate={event.start_date.slice(0, 10)}
            maxDate={event.end_date.slice(0, 10)}
            valueFormat="DD MMM YYYY"
            locale={i18n.language.slice(0, 2)}
            w={150}
            data-testid="availability-date"
          />
          <Text fw={600} size="sm" ml="xs" visibleFrom="sm" data-testid="availability-title">{title}</Text>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button size="xs" variant="default" leftSection={<IconCalendarOff size={14} aria-hidden />} onClick={() => setBlocking(true)} disabled={!viewerId} data-testid="block-time">
            {t('appointments.calendar.block_time')}
          </Button>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => {
              setView(v as View);
              api()?.changeView(calendarView(v as View));
            }}
            data={[
              { value: 'timeGridWeek', label: t('appointments.calendar.week') },
              { value: 'timeGridDay', label: t('appointments.calendar.day') },
            ]}
            aria-label={t('appointments.calendar.view')}
            data-testid="availability-view"
          />
          <SegmentedControl
            size="xs"
            value={size}
            onChange={(v) => setSize(v as Size)}
            data={(Object.keys(sizes) as Size[]).map((s) => ({ value: s, label: s }))}
            aria-label={t('appointments.calendar.size')}
            data-testid="availability-size"
          />
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">{t('appointments.calendar.hint')}</Text>
      <FullCalendar
        ref={calendar}
        plugins={plugins}
        views={views}
        initialView={calendarView(view)}
        initialDate={date}
        headerToolbar={false}
        locale={i18n.language}
        firstDay={1}
        // A height of its own: the hours scroll inside, so the view opens scrolled to 06:00.
        height={isMobile ? 560 : 680}
        allDaySlot={false}
        nowIndicator
        slotDuration={step}
        snapDuration={step}
        slotLabelInterval={hourly}
        slotLabelFormat={hhmm}
        eventTimeFormat={hhmm}
        dayHeaderFormat={view === 'timeGridWeek' ? weekHeader : dayHeader}
        scrollTime="06:00:00"
        validRange={validRange}
        events={events}
        selectable
        selectMirror
        // A single click creates nothing: a block needs a drag over the slots.
        selectMinDistance={5}
        selectAllow={(span) => free(span)}
        eventAllow={(span, dragged) => free(span, dragged?.id)}
        eventOverlap
        select={onSelect}
        eventDrop={onChange}
        eventResize={onChange}
        eventClick={onClick}
        datesSet={(arg) => {
          // Only real changes: FullCalendar calls this again whenever its options are handed in anew.
          setTitle((t0) => (t0 === arg.view.title ? t0 : arg.view.title));
          // The whole event on screen: the picker keeps its day (today, or the one picked), where Day opens.
          if (arg.view.type === eventWeekView) return;
          // The picker names a day of the event: a week starting before it names its first day.
          const shown = arg.view.currentStart < first ? first : arg.view.currentStart;
          setDate((d0) => (day(d0) === day(shown) ? d0 : shown));
        }}
        // FullCalendar makes each event focusable and answers Enter and Space as a click; it is a button
        // to assistive technology, named with its day and time and what Enter does.
        eventDidMount={(arg) => arg.el.setAttribute('role', 'button')}
        eventContent={(arg) => (
          <div className={classes.event}>
            <span className={classes.eventTime} aria-hidden>{arg.timeText}</span>
            <span className={classes.eventTitle} aria-hidden>{arg.event.title}</span>
            <VisuallyHidden>{slotLabel(arg.event)}</VisuallyHidden>
          </div>
        )}
      />
      {blocking ? (
        <BlockTimeDialog opened onClose={() => setBlocking(false)} days={eventDays(first, lastDay)} initialDay={day(date)} slots={slots} onBlock={onBlock} />
      ) : null}
      {details ? (
        <AppointmentDetails eventSlug={eventSlug} appointment={details.appointment} rect={details.rect} viewerId={viewerId} onClose={() => setDetails(null)} />
      ) : null}
    </Paper>
  );
}
