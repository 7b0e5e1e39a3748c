import { Stack, Text } from '@mantine/core';
import type { SponsoredSession } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/features/jobs';
import classes from './booth.module.css';

/** Program rows the booth sponsors: time, name and description. */
export function SessionsList({ sessions }: { sessions: SponsoredSession[] }) {
  const { i18n } = useTranslation();
  const fmt = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <Stack gap="sm">
      {sessions.map((s) => (
        <div key={s.id} className={classes.session}>
          <Text size="sm" fw={600} c="dimmed" className={classes.sessionTime}>
            {fmt.format(new Date(s.start_date))} – {time.format(new Date(s.end_date))}
          </Text>
          <div>
            <Text fw={600}>{s.name}</Text>
            {s.description ? <RichText html={s.description} fz="sm" /> : null}
          </div>
        </div>
      ))}
    </Stack>
  );
}
