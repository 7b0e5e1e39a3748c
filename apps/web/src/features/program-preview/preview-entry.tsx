import { Box, Group, Text } from '@mantine/core';
import type { ProgramEntry } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { timeOfDayOptions, type TimeFormat } from '@/shared/lib/time-format';

interface TimeRangeOptions {
  locale: string;
  now: number;
  timeFormat: TimeFormat;
  /** The browser's zone unless given (tests). */
  timeZone?: string;
}

/** '14:00–15:30' (or '2:00 PM–3:30 PM'), with the day in front when it is not today. */
export function timeRange(entry: Pick<ProgramEntry, 'start_date' | 'end_date'>, { locale, now, timeFormat, timeZone }: TimeRangeOptions): string {
  const start = new Date(entry.start_date);
  const end = new Date(entry.end_date);
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const sameDay = dayKey.format(start) === dayKey.format(new Date(now));
  const time = new Intl.DateTimeFormat(locale, timeOfDayOptions(timeFormat, timeZone));
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
  return `${sameDay ? '' : `${day.format(start)} · `}${time.format(start)}–${time.format(end)}`;
}

/** One program entry of a preview: its colour, time and name, in the 63 px a map popup gives it. */
export function PreviewEntry({ entry, now, timeFormat }: { entry: ProgramEntry; now: number; timeFormat: TimeFormat }) {
  const { t, i18n } = useTranslation();
  const live = Date.parse(entry.start_date) <= now && now < Date.parse(entry.end_date);
  return (
    <Group gap="sm" wrap="nowrap" h={63} px="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Box w={4} h={38} style={{ borderRadius: 2, flexShrink: 0, background: entry.color ?? 'var(--mantine-primary-color-filled)' }} />
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          {live ? (
            <Text span size="xs" fw={700} c="red.8" tt="uppercase">
              {t('program.live_now')}
            </Text>
          ) : null}
          <Text span size="xs" c="dimmed" truncate>
            {entry.type === 'container' ? `${t('program.block')} · ` : ''}
            {timeRange(entry, { locale: i18n.language, now, timeFormat })}
          </Text>
        </Group>
        <Text size="sm" fw={600} lineClamp={1}>
          {entry.name}
        </Text>
      </Box>
    </Group>
  );
}
