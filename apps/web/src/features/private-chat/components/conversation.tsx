import { Anchor, Avatar, Button, Center, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconBell, IconMessages } from '@tabler/icons-react';
import { attendeeRoutes, type BasicUser } from '@foyer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelative, useNow } from '@/shared/lib/relative-time';
import { call } from '@/shared/api/http';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { privateChatKeys } from '../api';
import type { ChatMessage, ListData } from '../cache';
import { conversationKey, useConversation } from '../hooks';
import { chatRefusals, useChatRefusal } from '@/shared/lib/chat-refusals';
import { ChatDisabledNotice } from '@/shared/ui/chat-disabled-notice';
import { attachmentFor, composerGates, conversationActions } from '@/shared/plug-ins/private-chat';
import { chatModal } from '../store';
import { Composer } from './composer';
import classes from './private-chat.module.css';
import { personName } from '@/shared/ui/person-name';

const STICK_PX = 80;

/** The pane's header: a back link to the list (mobile, or opened straight here), then the title. */
export function PaneHeader({ back, icon, title, actions }: { back: boolean; icon: ReactNode; title: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.paneHeader}>
      {back ? (
        <Anchor component="button" type="button" size="sm" onClick={() => chatModal.select(null)} data-testid="chat-back">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('private_chat.back')}
          </Group>
        </Anchor>
      ) : null}
      {icon}
      <Text fw={650} truncate style={{ flex: 1 }} component="h2" size="md">
        {title}
      </Text>
      {actions}
    </div>
  );
}

function Bubble({ message, now, bot, eventSlug }: { message: ChatMessage; now: number; bot: boolean; eventSlug: string }) {
  const { t, i18n } = useTranslation();
  const own = message.sent_by_current_user;
  // A message about something else (an appointment) draws as that feature's card.
  const Attachment = message.pending ? undefined : attachmentFor(message)?.component;
  if (Attachment) {
    return (
      <div className={classes.attachment} data-own={own || undefined} data-testid="private-message">
        <Suspense fallback={null}>
          <Attachment eventSlug={eventSlug} message={message} partnerId={message.user_id} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={classes.bubble} data-own={own || undefined} data-pending={message.pending || undefined} data-bot={bot || undefined} data-testid="private-message">
      <Text size="sm" className={classes.text}>
        <UserText>{message.text}</UserText>
      </Text>
      <Text size="xs" ta={own ? 'right' : 'left'} c={own ? undefined : 'dimmed'} opacity={own ? 0.85 : 1} mt={2}>
        {message.failed ? (
          <Text span size="xs" fw={700} c={own ? undefined : 'red.8'}>
            {t('private_chat.not_sent')}
          </Text>
        ) : message.pending ? (
          t('private_chat.sending')
        ) : (
          <time dateTime={message.sent_at} title={new Date(message.sent_at).toLocaleString(i18n.language)}>
            {formatRelative(message.sent_at, now, i18n.language, t('private_chat.just_now'))}
          </time>
        )}
      </Text>
    </div>
  );
}

/** A conversation with a person, or the notification bot's (read-only): newest at the bottom, older on scroll up. */
export function Conversation({ eventSlug, userId, back, person }: { eventSlug: string; userId: number; back: boolean; person?: BasicUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { query, messages, send } = useConversation(eventSlug, userId);
  // The server refused a message for a reason that lasts: the chat is disabled until the person tries again.
  const refusal = useChatRefusal(conversationKey(eventSlug, userId));
  const now = useNow();
  const bot = userId === 0;
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  // The gates holding the conversation closed now (blocking: the person is blocked), by their place.
  const [closedBy, setClosedBy] = useState<ReadonlySet<number>>(() => new Set());
  const closed = closedBy.size > 0;
  const gateCount = composerGates().length;
  const gateReports = useMemo(
    () =>
      Array.from({ length: gateCount }, (_, i) => (isClosed: boolean) =>
        setClosedBy((now) => {
          if (now.has(i) === isClosed) return now;
          const next = new Set(now);
          if (isClosed) next.add(i);
          else next.delete(i);
          return next;
        }),
      ),
    [gateCount],
  );
  const anchor = useRef<{ height: number; top: number } | null>(null);

  const entry = queryClient
    .getQueryData<ListData>(privateChatKeys.list(eventSlug))
    ?.pages.flatMap((p) => p.results)
    .find((e) => e.user_id === userId && !e.is_chat_bot);
  // A conversation not in the list yet (opened from an attendee card): its person as the directory shows them.
  const known = entry?.user ?? person ?? null;
  const fetched = useQuery({
    queryKey: ['private-chat', eventSlug, 'person', userId],
    queryFn: () => call(attendeeRoutes.detail, { params: { eventSlug, userId } }),
    enabled: !bot && known === null,
    staleTime: 60_000,
  });
  const who = known ?? fetched.data ?? null;
  const name = who ? personName(who) : t('common.anonymous');

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !query.hasNextPage || query.isFetchingNextPage) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void query.fetchNextPage();
  };
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

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={38} w={i % 2 ? '55%' : '40%'} radius="lg" style={{ alignSelf: i % 2 ? 'flex-end' : 'flex-start' }} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = <ErrorPanel title={t('private_chat.load_failed')} onRetry={() => void query.refetch()} />;
  } else if (messages.length === 0) {
    body = bot ? (
      <EmptyPanel icon={<IconBell size={28} stroke={1.6} />} title={t('private_chat.bot_empty')} description={t('private_chat.bot_hint')} />
    ) : closed ? (
      <EmptyPanel icon={<IconMessages size={28} stroke={1.6} />} title={t('private_chat.conversation_none')} />
    ) : (
      <EmptyPanel icon={<IconMessages size={28} stroke={1.6} />} title={t('private_chat.conversation_empty')} description={t('private_chat.conversation_empty_hint')} />
    );
  } else {
    body = (
      <>
        {query.hasNextPage ? (
          <Center py={4}>
            {query.isFetchingNextPage ? (
              <Loader size="sm" aria-label={t('private_chat.loading_older')} />
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={loadOlder}>
                {t('private_chat.load_older')}
              </Button>
            )}
          </Center>
        ) : null}
        {messages.map((m) => (
          <Bubble key={m.id} message={m} now={now} bot={bot} eventSlug={eventSlug} />
        ))}
      </>
    );
  }

  return (
    <section className={classes.pane} aria-label={bot ? t('private_chat.bot_name') : name} data-testid={bot ? 'bot-conversation' : 'conversation'}>
      <PaneHeader
        back={back}
        icon={
          bot ? (
            <Avatar radius="xl" size={34} color="brand" variant="light"><IconBell size={18} aria-hidden /></Avatar>
          ) : (
            <Avatar src={who?.mugshot} name={name} radius="xl" size={34} color="brand" alt="" />
          )
        }
        title={bot ? t('private_chat.bot_name') : <UserText>{name}</UserText>}
        actions={
          !bot && who && !closed && !refusal
            ? conversationActions().map(({ id, component: Action }) => (
                <Suspense key={id} fallback={null}>
                  <Action eventSlug={eventSlug} partner={who} />
                </Suspense>
              ))
            : null
        }
      />
      <div ref={scroller} className={classes.scroller} onScroll={onScroll} role="log" aria-live="polite" aria-label={t('private_chat.messages')} tabIndex={0}>
        {body}
      </div>
      {bot ? (
        <Text size="xs" c="dimmed" ta="center" p="sm" className={classes.composer}>
          {t('private_chat.bot_footer')}
        </Text>
      ) : (
        <>
          {/* Each registered gate may put a notice in the composer's place (blocking: "Unblock"). */}
          {who
            ? composerGates().map((Gate, i) => (
                <Suspense key={i} fallback={null}>
                  <Gate eventSlug={eventSlug} partner={who} onClosed={gateReports[i]!} />
                </Suspense>
              ))
            : null}
          {closed ? null : refusal ? (
            <ChatDisabledNotice
              title={t('chat.cannot_send')}
              reason={refusal}
              retryLabel={t('common.retry')}
              onRetry={() => chatRefusals.retry(conversationKey(eventSlug, userId))}
            />
          ) : (
            <Composer
              withEmail
              disabled={query.isError}
              onSend={(text, email) => {
                stick.current = true;
                return send(text, email);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
