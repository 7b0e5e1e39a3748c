import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { CalendarSlot } from '@foyer/contracts';
import { overlapsAny } from '@foyer/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { modalTransition } from '@/shared/theme/build-theme';

export interface BlockTimeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The event's days (`YYYY-MM-DD`, local), the first one shown preselected unless `initialDay` is one of them. */
  days: string[];
  initialDay: string;
  /** The viewer's calendar: a range overlapping one of these (beyond the 1-second margin) is refused. */
  slots: CalendarSlot[];
  /** The same server call as a selection in the calendar; rejects with the server's refusal. */
  onBlock: (range: { start: Date; end: Date }) => Promise<void>;
}

/** `YYYY-MM-DD` and `HH:mm` as a local time (the calendar shows local time). */
const at = (dayIso: string, hhmm: string) => {
  const [y, m, d] = dayIso.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h, min);
};

/**
 * Blocking time without a mouse (the calendar's range selection is a drag): a day of the event, a start and
 * an end in 15-minute steps, sent as the same call a selection sends. Unlike a drag, an overlap is said here,
 * since the person asked in words.
 */
export function BlockTimeDialog({ opened, onClose, days, initialDay, slots, onBlock }: BlockTimeDialogProps) {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState(days.includes(initialDay) ? initialDay : (days[0] ?? ''));
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('10:00');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = (iso: string) => at(iso, '12:00').toLocaleDateString(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!day || !start || !end) return;
    const range = { start: at(day, start), end: at(day, end) };
    if (range.end <= range.start) return setError(t('appointments.calendar.block_end_before'));
    if (overlapsAny({ start_date: range.start, end_date: range.end }, slots)) return setError(t('appointments.calendar.block_overlap'));
    setError(null);
    setBusy(true);
    onBlock(range)
      .then(onClose, () => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('appointments.calendar.block_title')} closeButtonProps={{ 'aria-label': t('common.close') }} transitionProps={modalTransition}>
      <form onSubmit={submit} data-testid="block-time-form" noValidate>
        <Stack gap="sm">
          <Select
            label={t('appointments.calendar.block_day')}
            data={days.map((d) => ({ value: d, label: label(d) }))}
            value={day}
            onChange={(v) => v && setDay(v)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="block-day"
          />
          <Group grow>
            <TimeInput label={t('appointments.calendar.block_start')} value={start} onChange={(e) => setStart(e.currentTarget.value)} step={900} required data-testid="block-start" />
            <TimeInput label={t('appointments.calendar.block_end')} value={end} onChange={(e) => setEnd(e.currentTarget.value)} step={900} required data-testid="block-end" />
          </Group>
          {error ? (
            <Text size="sm" c="red.9" role="alert" data-testid="block-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="block-submit">
              {t('appointments.calendar.block_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
