import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import type { PublicMessage } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { personName } from '@/shared/ui/person-name';
import { UserText } from '@/shared/ui/user-text';
import classes from './public-chat.module.css';

/** The chat's pinned message, on top for everyone; moderators unpin it here. */
export function PinnedMessage({ message, canModerate, onUnpin }: { message: PublicMessage; canModerate: boolean; onUnpin: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.pinned} data-testid="chat-pinned" role="note" aria-label={t('chat.pinned')}>
      <IconPin size={16} aria-hidden className={classes.pinIcon} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="xs" fw={700} c="brand.8">
          {t('chat.pinned')} · <UserText>{personName(message.sender)}</UserText>
        </Text>
        <Text size="sm" lineClamp={3} className={classes.text}>
          <UserText>{message.text}</UserText>
        </Text>
      </div>
      {canModerate ? (
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('chat.unpin')} onClick={onUnpin} data-testid="chat-unpin">
          <IconPinnedOff size={16} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
