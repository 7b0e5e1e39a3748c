import { Stack, Text } from '@mantine/core';
import type { SponsoredSession } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useEventTimeFormat } from '@/shared/session/use-time-format';
import { RichText } from '@/shared/ui/rich-text';
import { timeOfDayOptions, type TimeFormat } from '@/shared/lib/time-format';
import classes from './booth.module.css';

export interface SessionDay {
  /** 'Sunday 22 November' in the words of the locale. */
  label: string;
  rows: { session: SponsoredSession; time: string }[];
}

/** The sessions by day, in order, each with its '11:00–12:15' on the event's clock. */
export function sessionDays(sessions: SponsoredSession[], options: { locale: string; timeFormat: TimeFormat; timeZone?: string }): SessionDay[] {
  const { locale, timeFormat, timeZone } = options;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
  const time = new Intl.DateTimeFormat(locale, timeOfDayOptions(timeFormat, timeZone));
  const days: SessionDay[] = [];
  const sorted = [...sessions].sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date));
  for (const session of sorted) {
    const label = day.format(new Date(session.start_date));
    const row = { session, time: `${time.format(new Date(session.start_date))}–${time.format(new Date(session.end_date))}` };
    const last = days.at(-1);
    if (last?.label === label) last.rows.push(row);
    else days.push({ label, rows: [row] });
  }
  return days;
}

/** Program rows the booth sponsors, by day: time, name and description. */
export function SessionsList({ sessions }: { sessions: SponsoredSession[] }) {
  const { i18n } = useTranslation();
  const timeFormat = useEventTimeFormat();
  return (
    <Stack gap="lg">
      {sessionDays(sessions, { locale: i18n.language, timeFormat }).map((d) => (
        <section key={d.label} aria-label={d.label}>
          <Text component="h3" size="sm" fw={700} c="dimmed" m={0} mb={4} className={classes.sessionDay}>{d.label}</Text>
          {d.rows.map(({ session, time }) => (
            <div key={session.id} className={classes.session}>
              <Text size="sm" fw={600} className={classes.sessionTime}>{time}</Text>
              <div>
                <Text fw={600}>{session.name}</Text>
                {session.description ? <RichText html={session.description} fz="sm" c="dimmed" /> : null}
              </div>
            </div>
          ))}
        </section>
      ))}
    </Stack>
  );
}
