import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconEyeOff, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../cache';
import type { MessageAct } from '../hooks/use-chat-moderation';

interface MessageMenuProps {
  message: ChatMessage;
  own: boolean;
  canModerate: boolean;
  pinned: boolean;
  onAct: (act: MessageAct) => void;
}

/**
 * A message's acts (issue 29): its author deletes it; moderators delete, hide or restore and pin or unpin it.
 * Nothing for a removed message, one still on its way, or a reader who may do nothing with it.
 */
export function MessageMenu({ message, own, canModerate, pinned, onAct }: MessageMenuProps) {
  const { t } = useTranslation();
  if (message.deleted || message.pending || message.failed || message.id < 0 || !(own || canModerate)) return null;
  return (
    // Fixed: a dropdown placed in the document would scroll the whole page when its first item takes focus.
    <Menu position="bottom-end" withinPortal shadow="md" floatingStrategy="fixed">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('chat.actions')} data-testid="chat-message-menu">
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canModerate && !message.hidden ? (
          <Menu.Item leftSection={pinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden />} onClick={() => onAct(pinned ? 'unpin' : 'pin')}>
            {pinned ? t('chat.unpin') : t('chat.pin')}
          </Menu.Item>
        ) : null}
        {canModerate ? (
          <Menu.Item
            leftSection={message.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
            onClick={() => onAct(message.hidden ? 'restore' : 'hide')}
          >
            {message.hidden ? t('chat.restore') : t('chat.hide')}
          </Menu.Item>
        ) : null}
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onAct('delete')}>
          {t('chat.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
