import { CloseButton, Group, Modal, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';
import { EmptyPanel } from '@/shared/ui/page-state';
import { useIsMobile } from '@/shared/ui/layout';
import { chatModal, useChatModal } from '../store';
import { BroadcastPanel } from './broadcast-panel';
import { ChatOverview } from './chat-overview';
import { Conversation } from './conversation';
import classes from './private-chat.module.css';

/**
 * The chat modal (spec 3): extra-large, no padding. Desktop: the overview (one third) beside the
 * conversation or broadcast panel (two thirds); mobile: one of them at a time, with a back link.
 */
export function ChatModal({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const state = useChatModal();
  const isMobile = useIsMobile();
  const { user } = useCurrentUser();
  const isOwner = user?.owned_events.includes(eventSlug) ?? false;
  const view = state.view === 'broadcasts' && !isOwner ? null : state.view;
  const showOverview = !isMobile || view === null;
  const showPane = !isMobile || view !== null;
  const back = isMobile || state.direct;

  let pane;
  if (view === 'broadcasts') pane = <BroadcastPanel eventSlug={eventSlug} back={back} />;
  else if (typeof view === 'number') pane = <Conversation key={view} eventSlug={eventSlug} userId={view} back={back} person={state.person} />;
  else
    pane = (
      <div className={classes.placeholder}>
        <EmptyPanel icon={<IconMessages size={30} stroke={1.6} />} title={t('private_chat.pick_title')} description={t('private_chat.pick_hint')} />
      </div>
    );

  return (
    <Modal.Root opened={state.opened} onClose={chatModal.close} size="xl" padding={0} fullScreen={isMobile} centered>
      <Modal.Overlay />
      <Modal.Content data-testid="chat-modal" aria-label={t('private_chat.title')}>
        <Modal.Header py={0} px="md" mih={52} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Group gap={8}>
            <IconMessages size={20} aria-hidden />
            <Modal.Title>
              <Text fw={700}>{t('private_chat.title')}</Text>
            </Modal.Title>
          </Group>
          <CloseButton aria-label={t('common.close')} onClick={chatModal.close} />
        </Modal.Header>
        <Modal.Body p={0}>
          <div className={classes.frame} data-mobile={isMobile || undefined}>
            {showOverview ? <ChatOverview eventSlug={eventSlug} state={{ ...state, view }} isOwner={isOwner} /> : null}
            {showPane ? pane : null}
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
