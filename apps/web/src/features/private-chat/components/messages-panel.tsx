import { Button, Stack } from '@mantine/core';
import { IconArrowsMaximize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SidebarPanelProps } from '@/shared/plug-ins/sidebar-panels';
import { useCurrentUser } from '@/shared/session/session';
import { chatModal, type ChatModalState } from '../store';
import { ChatOverview } from './chat-overview';

const idle: ChatModalState = { opened: false, view: null, direct: false };

/**
 * The messages sidebar: the same overview as the chat modal; choosing a conversation opens it in the
 * modal (straight into it, with the back link).
 */
export function MessagesPanel({ eventSlug }: SidebarPanelProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const isOwner = user?.owned_events.includes(eventSlug) ?? false;
  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }} data-testid="messages-panel">
      <Button m="sm" variant="light" leftSection={<IconArrowsMaximize size={16} aria-hidden />} onClick={() => chatModal.show(null)}>
        {t('private_chat.open_full')}
      </Button>
      <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <ChatOverviewLink eventSlug={eventSlug} isOwner={isOwner} />
      </div>
    </Stack>
  );
}

function ChatOverviewLink({ eventSlug, isOwner }: { eventSlug: string; isOwner: boolean }) {
  return (
    <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <ChatOverview eventSlug={eventSlug} state={idle} isOwner={isOwner} onSelect={(view) => chatModal.show(view, true)} />
    </div>
  );
}
