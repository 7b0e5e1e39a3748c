import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsBlocked, type BlockablePerson } from '../use-block';

/** "Blocked" on a directory card or the card modal of someone I blocked; nothing for anyone else. */
export function BlockedBadge({ eventSlug, person }: { eventSlug: string; person: BlockablePerson }) {
  const { t } = useTranslation();
  const { blocked } = useIsBlocked(eventSlug, person.id);
  if (!blocked) return null;
  return (
    // The light variant of a shade (red.8) paints that shade behind text of the same colour; the theme's
    // red tint with text in red.9 keeps AA contrast (4.5:1).
    <Badge color="red" c="red.9" variant="light" size="sm" data-testid="blocked-badge">
      {t('blocking.badge')}
    </Badge>
  );
}
