import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A moment in the reader's language ("7 Dec 2026, 19:10"). */
export function When({ at, size = 'xs' }: { at: string; size?: 'xs' | 'sm' }) {
  const { i18n } = useTranslation();
  return (
    <Text component="time" dateTime={at} size={size} c="dimmed">
      {new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
    </Text>
  );
}

/** A person as the console names them: their name, or their e-mail without one. */
export const nameOf = (p: { first_name: string; last_name: string; email: string }) => `${p.first_name} ${p.last_name}`.trim() || p.email;
