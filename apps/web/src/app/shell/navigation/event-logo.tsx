import { Group, Text, UnstyledButton } from '@mantine/core';
import type { CurrentEvent } from '@foyer/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/shared/ui/brand-mark';

/** The event's logo linking to its home; the event's name beside Foyer's mark when it has no logo. */
export function EventLogo({ event, height = 36 }: { event: CurrentEvent; height?: number }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={`/${event.slug}`} aria-label={t('nav.home_link', { name: event.name })} style={{ borderRadius: 6, flexShrink: 0 }}>
      {event.logo ? (
        <img src={event.logo} alt="" style={{ display: 'block', height, maxWidth: 180, objectFit: 'contain' }} />
      ) : (
        <Group gap={8} wrap="nowrap">
          <BrandMark size={height - 4} />
          <Text fw={700} size="sm" maw={180} truncate>
            {event.name}
          </Text>
        </Group>
      )}
    </UnstyledButton>
  );
}
