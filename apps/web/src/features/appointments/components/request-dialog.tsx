import { ActionIcon, Avatar, Badge, Button, Group, SegmentedControl, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSparkles } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { holdingStatuses, type AppointmentLocationType, type AppointmentSchedule } from '@foyer/contracts';
import { dateIn, dayPartOf, dayParts, dayPartSlots, mergeSlots, type DayPart } from '@foyer/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '@/shared/crash-reporting';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { closeAppModal } from '@/shared/ui/modals';
import { ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { blockedQuery, busyTimesQuery, refreshAppointments, requestAppointment, suggestionsQuery } from '../api';
import { appointmentTimeZone, stripDay, timeOf, whenOf } from '../clock';
import { defaultLocationType, dialogDays, personName, slotsOf, stripPage, stripPages, toggleSlot, type Slot } from '../model';
import { requestDialogId, type RequestPerson } from '../open-dialog';
import classes from './appointments.module.css';

/** Spec 2 §5, §9: 'please pick only consecutive time slots' shows for 3000 ms. */
const consecutiveToastMs = 3000;

const iso = (s: { start_date: Date | string; end_date: Date | string }): Slot => ({
  start_date: new Date(s.start_date).toISOString(),
  end_date: new Date(s.end_date).toISOString(),
});

/**
 * The two-step meeting dialog (spec 2 §4–§5): step 0 picks a day on a 10-day strip (today to the event's
 * end), a day part and consecutive free 15-minute slots of the other person — or one of the three
 * suggested times; step 1 the location type, the location (required in person) and the subject.
 * With `previous` it reschedules that request.
 */
export function RequestDialog({ eventSlug, person, previous }: { eventSlug: string; person: RequestPerson; previous: AppointmentSchedule | null }) {
  const { t, i18n } = useTranslation();
  const { event } = useCurrentEvent();
  const queryClient = useQueryClient();
  const timeZone = appointmentTimeZone();
  const [opened] = useState(() => new Date());
  const days = useMemo(() => (event ? dialogDays(opened, timeZone, event) : []), [event, opened, timeZone]);
  const [step, setStep] = useState<0 | 1>(0);
  const [page, setPage] = useState(0);
  const [day, setDay] = useState<string | null>(null);
  const activeDay = day ?? days[0] ?? null;
  const [part, setPart] = useState<DayPart>(() => (activeDay && activeDay === days[0] ? dayPartOf(opened, timeZone) : 'MORNING'));
  const [picked, setPicked] = useState<Slot[]>([]);
  const [locationType, setLocationType] = useState<AppointmentLocationType>(() => defaultLocationType(previous));
  const [location, setLocation] = useState(previous?.location ?? '');
  const [subject, setSubject] = useState(previous?.subject ?? '');
  const [touched, setTouched] = useState(false);

  const busy = useQuery(busyTimesQuery(eventSlug, person.id));
  const mine = useQuery(blockedQuery(eventSlug));
  const suggestions = useQuery({ ...suggestionsQuery(eventSlug, person.id), retry: false });

  const taken = useMemo(() => {
    const own = (mine.data?.results ?? []).filter((s) => holdingStatuses.includes(s.status) && s.id !== previous?.id);
    return [...(busy.data?.results ?? []), ...own];
  }, [busy.data, mine.data, previous?.id]);
  const slots = useMemo(
    () => (activeDay ? dayPartSlots(activeDay, part, timeZone, taken).filter((s) => s.start_date.getTime() > opened.getTime()).map(iso) : []),
    [activeDay, part, timeZone, taken, opened],
  );

  const send = useMutation({
    mutationFn: () => {
      const range = mergeSlots(picked)!;
      return requestAppointment(eventSlug, {
        subject: subject.trim(),
        location: locationType === 'IN_PERSON' ? location.trim() : '',
        location_type: locationType,
        start_date: range.start_date.toISOString(),
        end_date: range.end_date.toISOString(),
        receiver: person.id,
      }, previous?.id);
    },
    onSuccess: () => {
      notify.success(t('appointment_schedule.schedule_success'), { displayDuration: 3000 });
      closeAppModal(requestDialogId);
    },
    onError: (error) => {
      const detail = error instanceof ApiRequestError ? errorMessage(error, '') : '';
      notify.error(detail || t('appointment_schedule.schedule_failed'), { title: detail ? t('appointment_schedule.schedule_failed') : undefined, displayDuration: 3000 });
      void reportClientError(error);
    },
    onSettled: () => void refreshAppointments(queryClient, eventSlug),
  });

  const pick = (slot: Slot) => {
    const result = toggleSlot(picked, slot);
    if (result.refused) {
      notify.error(t('appointment_schedule.not_consecutive'), { id: 'appointment-not-consecutive', displayDuration: consecutiveToastMs });
      return;
    }
    setPicked(result.picked);
  };
  const chooseDay = (d: string) => {
    setDay(d);
    setPicked([]);
  };
  const range = mergeSlots(picked);
  const name = personName(person);
  const locationMissing = locationType === 'IN_PERSON' && location.trim() === '';
  const subjectMissing = subject.trim() === '';

  const header = (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={person.mugshot} name={name} radius="xl" color="brand" alt="" />
      <div style={{ minWidth: 0 }}>
        <Text fw={600} truncate><UserText>{name}</UserText></Text>
        <Text size="xs" c="dimmed">{t('appointments.dialog.step', { step: step + 1, of: 2 })}</Text>
      </div>
    </Group>
  );

  if (!event) return <Skeleton h={320} />;

  if (step === 1 && range) {
    return (
      <Stack gap="md" data-testid="appointment-dialog" data-step="1">
        {header}
        <Badge variant="light" size="lg" radius="sm" style={{ alignSelf: 'flex-start', textTransform: 'none' }}>{whenOf(iso(range), i18n.language)}</Badge>
        <div>
          <Text size="sm" fw={500} mb={4} id="appointment-location-type">{t('appointments.dialog.location_type')}</Text>
          <SegmentedControl
            aria-labelledby="appointment-location-type"
            value={locationType}
            onChange={(v) => setLocationType(v as AppointmentLocationType)}
            data={[
              { value: 'VIRTUAL', label: t('appointments.location_types.VIRTUAL') },
              { value: 'IN_PERSON', label: t('appointments.location_types.IN_PERSON') },
            ]}
            data-testid="appointment-location-type"
          />
        </div>
        {locationType === 'IN_PERSON' ? (
          <TextInput
            label={t('appointments.dialog.location')}
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
            withAsterisk
            maxLength={500}
            error={touched && locationMissing ? t('appointments.dialog.required') : undefined}
            data-testid="appointment-location"
          />
        ) : null}
        <TextInput
          label={t('appointments.dialog.subject')}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          withAsterisk
          maxLength={200}
          error={touched && subjectMissing ? t('appointments.dialog.required') : undefined}
          data-testid="appointment-subject"
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep(0)} data-testid="appointment-back">{t('appointments.dialog.back')}</Button>
          <Button
            loading={send.isPending}
            onClick={() => {
              setTouched(true);
              if (!locationMissing && !subjectMissing) send.mutate();
            }}
            data-testid="appointment-send"
          >
            {t(previous ? 'appointments.dialog.send_reschedule' : 'appointments.dialog.send')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const pageCount = stripPages(days.length);
  const shown = stripPage(days, page);
  const loadFailed = busy.isError;
  return (
    <Stack gap="md" data-testid="appointment-dialog" data-step="0">
      {header}
      {days.length === 0 ? (
        <Text c="dimmed" size="sm">{t('appointments.dialog.event_over')}</Text>
      ) : (
        <>
          {suggestions.data && suggestions.data.results.length > 0 ? (
            <section aria-labelledby="appointment-suggested">
              <Group gap={6} mb={6}>
                <IconSparkles size={16} aria-hidden />
                <Text size="sm" fw={600} id="appointment-suggested">{t('appointments.dialog.suggested')}</Text>
              </Group>
              <Group gap={6}>
                {suggestions.data.results.map((s) => {
                  const chosen = range !== null && range.start_date.getTime() === Date.parse(s.start_date) && range.end_date.getTime() === Date.parse(s.end_date);
                  return (
                    <Button key={s.start_date} size="xs" variant={chosen ? 'filled' : 'light'} aria-pressed={chosen} data-testid="appointment-suggestion"
                      onClick={() => {
                        const d = days.find((x) => x === dateIn(new Date(s.start_date), timeZone)) ?? activeDay;
                        if (d) {
                          setDay(d);
                          setPage(Math.floor(days.indexOf(d) / 10));
                          setPart(dayPartOf(new Date(s.start_date), timeZone));
                        }
                        setPicked(slotsOf(s));
                      }}>
                      {whenOf(s, i18n.language)}
                    </Button>
                  );
                })}
              </Group>
            </section>
          ) : null}
          <Group gap={4} wrap="nowrap" align="stretch">
            <ActionIcon variant="subtle" size="lg" h="auto" disabled={page === 0} onClick={() => setPage(page - 1)} aria-label={t('appointments.dialog.earlier_days')}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            <div className={classes.strip} role="group" aria-label={t('appointments.dialog.day')} data-testid="appointment-days">
              {shown.map((d) => {
                const label = stripDay(d, i18n.language);
                return (
                  <UnstyledButton key={d} className={classes.stripDay} data-active={d === activeDay || undefined} aria-pressed={d === activeDay} aria-label={label.full} onClick={() => chooseDay(d)}>
                    <Text size="xs" c="dimmed" span>{label.weekday}</Text>
                    <Text size="sm" fw={600} span>{label.date}</Text>
                  </UnstyledButton>
                );
              })}
            </div>
            <ActionIcon variant="subtle" size="lg" h="auto" disabled={page >= pageCount - 1} onClick={() => setPage(page + 1)} aria-label={t('appointments.dialog.later_days')}>
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
          <SegmentedControl
            fullWidth
            value={part}
            onChange={(v) => setPart(v as DayPart)}
            data={dayParts.map((p) => ({ value: p, label: t(`appointments.day_parts.${p}`) }))}
            aria-label={t('appointments.dialog.day_part')}
            data-testid="appointment-day-part"
          />
          <section aria-label={t('appointments.dialog.slots')}>
            {busy.isPending ? (
              <div className={classes.slots}>{Array.from({ length: 8 }, (_, i) => <Skeleton key={i} h={32} />)}</div>
            ) : loadFailed ? (
              <ErrorPanel title={t('appointments.dialog.slots_failed')} onRetry={() => void busy.refetch()} py="sm" />
            ) : slots.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="md" data-testid="appointment-no-slots">{t('appointments.dialog.no_slots')}</Text>
            ) : (
              <div className={classes.slots} data-testid="appointment-slots">
                {slots.map((s) => {
                  const on = picked.some((p) => p.start_date === s.start_date);
                  return (
                    <Button key={s.start_date} size="xs" variant={on ? 'filled' : 'default'} aria-pressed={on} onClick={() => pick(s)} data-testid="appointment-slot">
                      {timeOf(s.start_date, i18n.language)}
                    </Button>
                  );
                })}
              </div>
            )}
          </section>
          <Group justify="space-between" align="center">
            <Text size="sm" c={range ? undefined : 'dimmed'} data-testid="appointment-picked">
              {range ? whenOf(iso(range), i18n.language) : t('appointments.dialog.pick_hint')}
            </Text>
            <Button disabled={!range} onClick={() => setStep(1)} data-testid="appointment-next">{t('appointments.dialog.next')}</Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
