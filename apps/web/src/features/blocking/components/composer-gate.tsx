import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerGateProps } from '@/shared/plug-ins/private-chat';
import { useBlockToggle, useIsBlocked } from '../use-block';

/**
 * The conversation with someone I blocked: a notice with "Unblock" where the composer would be, and the
 * conversation told it is closed (no first-message hint, no "schedule appointment").
 */
export function BlockedComposerGate({ eventSlug, partner, onClosed }: ComposerGateProps) {
  const { t } = useTranslation();
  const { blocked } = useIsBlocked(eventSlug, partner.id);
  const toggle = useBlockToggle(eventSlug);
  useEffect(() => {
    onClosed(blocked);
    return () => onClosed(false);
  }, [blocked, onClosed]);
  if (!blocked) return null;
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
