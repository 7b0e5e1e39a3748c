import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasicUser } from '@foyer/contracts';
import { useBlockToggle, useIsBlocked } from '../use-block';

/** The conversation with someone I blocked: a notice with "Unblock" where the composer would be. */
export function BlockedComposerGate({ eventSlug, partner, children }: { eventSlug: string; partner: BasicUser; children: ReactNode }) {
  const { t } = useTranslation();
  const { blocked } = useIsBlocked(eventSlug, partner.id);
  const toggle = useBlockToggle(eventSlug);
  if (!blocked) return <>{children}</>;
  return (
    <Paper p="sm" radius={0} withBorder data-testid="blocked-notice" role="status">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBan size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t('blocking.notice')}</Text>
        </Group>
        <Button size="xs" variant="light" style={{ flexShrink: 0 }} onClick={() => toggle.mutate({ person: partner, block: false })} data-testid="blocked-notice-unblock">
          {t('blocking.unblock')}
        </Button>
      </Group>
    </Paper>
  );
}
