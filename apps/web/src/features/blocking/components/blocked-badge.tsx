import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsBlocked, type BlockablePerson } from '../use-block';

/** "Blocked" on a directory card or the card modal of someone I blocked; nothing for anyone else. */
export function BlockedBadge({ eventSlug, person }: { eventSlug: string; person: BlockablePerson }) {
  const { t } = useTranslation();
  const { blocked } = useIsBlocked(eventSlug, person.id);
  if (!blocked) return null;
  return (
    <Badge color="red.8" variant="light" size="sm" data-testid="blocked-badge">
      {t('blocking.badge')}
    </Badge>
  );
}
