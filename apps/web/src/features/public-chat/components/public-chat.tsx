import { Button, Center, Group, Loader, Skeleton, Stack } from '@mantine/core';
import { IconMessages, IconTrash } from '@tabler/icons-react';
import type { BasicUser } from '@foyer/contracts';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { chatRefusals, useChatRefusal } from '@/shared/lib/chat-refusals';
import { ChatDisabledNotice } from '@/shared/ui/chat-disabled-notice';
import { SilencedNotice, useSilence } from '@/features/moderation';
import { publicChatRefusalKey } from '../realtime';
import { usePublicChat } from '../hooks/use-public-chat';
import { useNow } from '@/shared/lib/relative-time';
import { ChatComposer } from './chat-composer';
import { ChatMessageRow } from './chat-message';
import { moderatesChat, pinnedOf } from '../cache';
import { useChatModeration } from '../hooks/use-chat-moderation';
import { MessageMenu } from './message-menu';
import { PinnedMessage } from './pinned-message';
import { ClearChatModal } from './clear-chat-modal';
import classes from './public-chat.module.css';

/** Closer to the bottom than this (px), the chat follows new messages. */
const STICK_PX = 80;

/** A public chat (map side panel, later presentations): newest at the bottom, older pages on scroll up. */
export function PublicChat({ eventSlug, chatId }: { eventSlug: string; chatId: number }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const me = useMemo<BasicUser | null>(
    () => (user ? { id: user.id, first_name: user.first_name, last_name: user.last_name, mugshot: user.mugshot, do_not_disturb: user.do_not_disturb } : null),
    [user],
  );
  const { query, messages, send, slowModeSeconds, waitSeconds, held, dismissHeld } = usePublicChat(eventSlug, chatId, me);
  const act = useChatModeration(eventSlug, chatId);
  const pinned = pinnedOf(query.data);
  const canModerate = moderatesChat(query.data);
  const [clearing, setClearing] = useState(false);
  // The server refused a message for a reason that lasts: the chat is disabled until the person tries again.
  const refusalKey = publicChatRefusalKey(eventSlug, chatId);
  const refusal = useChatRefusal(refusalKey);
  // A moderator silenced me: the composer says why and until when instead.
  const silenced = useSilence(eventSlug);
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !query.hasNextPage || query.isFetchingNextPage) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void query.fetchNextPage();
  };

  // After older messages arrive above, keep what the reader was looking at; otherwise follow the newest.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current && !query.isFetchingNextPage) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, query.isFetchingNextPage]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    if (el.scrollTop < 60) loadOlder();
  };

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="md" p="md" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
            <Skeleton circle h={34} w={34} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={10} w="40%" />
              <Skeleton h={10} w={i % 2 ? '90%' : '70%'} />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = <ErrorPanel title={t('chat.load_failed')} onRetry={() => void query.refetch()} />;
  } else if (messages.length === 0) {
    body = <EmptyPanel icon={<IconMessages size={28} stroke={1.6} />} title={t('chat.empty_title')} description={t('chat.empty_hint')} />;
  } else {
    body = (
      <>
        {query.hasNextPage ? (
          <Center py={4}>
            {query.isFetchingNextPage ? (
              <Loader size="sm" aria-label={t('chat.loading_older')} />
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={loadOlder}>
                {t('chat.load_older')}
              </Button>
            )}
          </Center>
        ) : null}
        {messages.map((m) => {
          const own = me !== null && m.sender.id === me.id;
          return (
            <ChatMessageRow
              key={m.id}
              message={m}
              own={own}
              now={now}
              menu={<MessageMenu message={m} own={own} canModerate={canModerate} pinned={pinned?.id === m.id} onAct={(a) => act(a, m)} />}
            />
          );
        })}
      </>
    );
  }

  return (
    <div className={classes.root} data-testid="public-chat">
      {canModerate ? (
        <Group justify="flex-end" px="sm" py={4} className={classes.toolbar}>
          <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setClearing(true)}>
            {t('chat.clear')}
          </Button>
        </Group>
      ) : null}
      {pinned ? <PinnedMessage message={pinned} canModerate={canModerate} onUnpin={() => act('unpin', pinned)} /> : null}
      {/* Focusable, so keyboard users can scroll back through the conversation. */}
      <div
        ref={scroller}
        className={classes.scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={t('chat.public_title')}
        tabIndex={0}
      >
        {body}
      </div>
      {canModerate ? (
        <ClearChatModal eventSlug={eventSlug} chatId={chatId} name={query.data?.pages[0]?.name ?? ''} opened={clearing} onClose={() => setClearing(false)} />
      ) : null}
      {silenced ? (
        <SilencedNotice until={silenced.until} reason={silenced.reason} />
      ) : refusal ? (
        <ChatDisabledNotice title={t('chat.cannot_send')} reason={refusal} retryLabel={t('common.retry')} onRetry={() => chatRefusals.retry(refusalKey)} />
      ) : (
        <ChatComposer
          disabled={!me || query.isError}
          rules={{ slowModeSeconds, waitSeconds, held, onDismissHeld: dismissHeld }}
          onSend={(text) => {
            stick.current = true;
            return send(text);
          }}
        />
      )}
    </div>
  );
}
