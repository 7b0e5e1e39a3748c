import { Badge, Button, Card, Group, NumberInput, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconHourglassHigh, IconMessageOff, IconShieldCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { slowModeMaxSeconds, wordListBody, type HeldMessage, type ModeratedChat } from '@foyer/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { schemaErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { realtime } from '@/shared/realtime';
import { stayInRoom } from '@/shared/realtime/binding';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { personName } from '@/shared/ui/person-name';
import { readableLight } from '@/shared/ui/readable-badge';
import { UserText } from '@/shared/ui/user-text';
import { chatRulesApi, chatRulesKeys } from './chat-rules-api';

function Section({ title, hint, children, testId }: { title: string; hint?: string; children: React.ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId} component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">{title}</Title>
          {hint ? <Text size="sm" c="dimmed">{hint}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** One chat's slow mode: its seconds, saved on their own. */
function SlowModeRow({ eventSlug, chat }: { eventSlug: string; chat: ModeratedChat }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // What the field shows: the saved value until someone edits it.
  const [draft, setDraft] = useState<number | string | null>(null);
  const seconds = draft ?? chat.slow_mode_seconds;
  const save = useMutation({
    mutationFn: () => chatRulesApi.setSlowMode(eventSlug, chat.id, Number(seconds)),
    onSuccess: (saved) => {
      toast(t('chat_rules.slow.saved', { name: saved.name }));
      queryClient.setQueryData<{ results: ModeratedChat[] }>(chatRulesKeys.chats(eventSlug), (page) =>
        page ? { ...page, results: page.results.map((c) => (c.id === saved.id ? saved : c)) } : page,
      );
      setDraft(null);
    },
    onError: (err) => notify.error(errorMessage(err, t('chat_rules.slow.save_failed'))),
  });
  const changed = Number(seconds) !== chat.slow_mode_seconds && seconds !== '';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) save.mutate();
      }}
      data-testid="slow-mode-row"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} style={{ flex: '1 1 180px' }} miw={0}>
          <Text fw={600} truncate><UserText>{chat.name}</UserText></Text>
          <Group gap={6}>
            {chat.space ? <Text size="xs" c="dimmed">/{chat.space.slug}</Text> : null}
            {chat.slow_mode_seconds > 0 ? (
              <Badge size="sm" {...readableLight('blue')} leftSection={<IconHourglassHigh size={12} aria-hidden />}>{t('chat_rules.slow_mode', { count: chat.slow_mode_seconds })}</Badge>
            ) : (
              <Badge size="sm" {...readableLight('gray')}>{t('chat_rules.slow.off')}</Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <NumberInput
            aria-label={t('chat_rules.slow.seconds_for', { name: chat.name })}
            value={seconds}
            onChange={setDraft}
            min={0}
            max={slowModeMaxSeconds}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            w={110}
            suffix=" s"
            data-testid="slow-mode-seconds"
          />
          <Button type="submit" variant={changed ? 'filled' : 'default'} disabled={!changed} loading={save.isPending} data-testid="slow-mode-save">
            {t('chat_rules.slow.save')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/** A list's states: loading, its error, empty, or its rows. */
function ListState<T>({ query, loadFailed, empty, children }: {
  query: UseQueryResult<{ results: T[] }>;
  loadFailed: string;
  empty: { icon: React.ReactNode; title: string; hint: string };
  children: (items: T[]) => React.ReactNode;
}) {
  if (query.isPending) return <Skeleton h={110} radius="md" />;
  if (query.isError) return <ErrorPanel description={errorMessage(query.error, loadFailed)} onRetry={() => void query.refetch()} />;
  if (query.data.results.length === 0) return <EmptyPanel icon={empty.icon} title={empty.title} description={empty.hint} />;
  return <Stack gap="sm">{children(query.data.results)}</Stack>;
}

function SlowModeSection({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const chats = useQuery({ queryKey: chatRulesKeys.chats(eventSlug), queryFn: ({ signal }) => chatRulesApi.chats(eventSlug, signal) });
  return (
    <Section title={t('chat_rules.slow.title')} hint={t('chat_rules.slow.hint')} testId="chat-rules-slow-mode">
      <ListState
        query={chats}
        loadFailed={t('chat_rules.slow.load_failed')}
        empty={{ icon: <IconHourglassHigh size={28} stroke={1.6} />, title: t('chat_rules.slow.empty'), hint: t('chat_rules.slow.empty_hint') }}
      >
        {(items) => items.map((chat) => <SlowModeRow key={chat.id} eventSlug={eventSlug} chat={chat} />)}
      </ListState>
    </Section>
  );
}

const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

function WordListSection({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: chatRulesKeys.words(eventSlug), queryFn: ({ signal }) => chatRulesApi.words(eventSlug, signal) });
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const shown = text ?? list.data?.words.join('\n') ?? '';
  const save = useMutation({
    mutationFn: () => chatRulesApi.setWords(eventSlug, linesOf(shown)),
    onSuccess: (saved) => {
      queryClient.setQueryData(chatRulesKeys.words(eventSlug), saved);
      setText(null);
      toast(t('chat_rules.words.saved'));
    },
    onError: (err) => notify.error(errorMessage(err, t('chat_rules.words.save_failed'))),
  });
  let content;
  if (list.isPending) content = <Skeleton h={140} radius="md" />;
  else if (list.isError) content = <ErrorPanel description={errorMessage(list.error, t('chat_rules.words.load_failed'))} onRetry={() => void list.refetch()} />;
  else {
    content = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(wordListBody, { words: linesOf(shown) });
          const first = Object.values(found)[0];
          setError(first);
          if (!first) save.mutate();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('chat_rules.words.label')}
            description={t('chat_rules.words.hint')}
            value={shown}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
            autosize
            minRows={4}
            maxRows={14}
            data-testid="word-list"
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{t('chat_rules.words.count', { count: linesOf(shown).length })}</Text>
            <Button type="submit" loading={save.isPending} disabled={text === null} data-testid="word-list-save">{t('chat_rules.words.save')}</Button>
          </Group>
        </Stack>
      </form>
    );
  }
  return <Section title={t('chat_rules.words.title')} testId="chat-rules-words">{content}</Section>;
}

function HeldCard({ eventSlug, message }: { eventSlug: string; message: HeldMessage }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: chatRulesKeys.held(eventSlug) });
  const release = useMutation({
    mutationFn: () => chatRulesApi.release(eventSlug, message.id),
    onSuccess: () => {
      toast(t('chat_rules.held.released', { name: message.chat.name }));
      done();
    },
    onError: (err) => notify.error(errorMessage(err, t('chat_rules.held.failed'))),
  });
  const reject = useMutation({
    mutationFn: () => chatRulesApi.reject(eventSlug, message.id),
    onSuccess: () => {
      toast(t('chat_rules.held.rejected'));
      done();
    },
    onError: (err) => notify.error(errorMessage(err, t('chat_rules.held.failed'))),
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="held-message">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Text fw={650}><UserText>{personName(message.sender)}</UserText></Text>
            <Text size="sm" c="dimmed">{t('chat_rules.held.in_chat', { name: message.chat.name })}</Text>
          </Group>
          <Text component="time" dateTime={message.sent_at} size="xs" c="dimmed">
            {new Date(message.sent_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}><UserText>{message.text}</UserText></Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">{t('chat_rules.held.matched', { words: message.words.join(', ') })}</Text>
          <Group gap="xs">
            <Button size="xs" variant="default" color="red" leftSection={<IconX size={14} aria-hidden />} loading={reject.isPending} disabled={release.isPending} onClick={() => reject.mutate()} data-testid="held-reject">
              {t('chat_rules.held.reject')}
            </Button>
            <Button size="xs" leftSection={<IconCheck size={14} aria-hidden />} loading={release.isPending} disabled={reject.isPending} onClick={() => release.mutate()} data-testid="held-release">
              {t('chat_rules.held.release')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

type HeldPage = { count: number; next: string | null; previous: string | null; results: HeldMessage[] };

/**
 * The queue follows the server while the page is open (decision 0097): a message held anywhere is added, one
 * released or rejected by anyone leaves; a connection that came back reads the queue again.
 */
function useLiveHeldQueue(eventSlug: string): void {
  const queryClient = useQueryClient();
  // The console keeps no connection to an event; this page logs one in while it is open (the pushes come on it).
  useEffect(() => {
    realtime.setEventSlug(eventSlug);
    return () => realtime.setEventSlug(null);
  }, [eventSlug]);
  useEffect(() => {
    const key = chatRulesKeys.held(eventSlug);
    const change = (f: (results: HeldMessage[]) => HeldMessage[]) =>
      queryClient.setQueryData<HeldPage>(key, (page) => {
        if (!page) return page;
        const results = f(page.results);
        return { ...page, results, count: results.length };
      });
    const stops = [
      realtime.on('held_message_added', (message) => change((list) => (list.some((m) => m.id === message.id) ? list : [...list, message].sort((a, b) => a.id - b.id)))),
      realtime.on('held_message_settled', ({ id }) => change((list) => list.filter((m) => m.id !== id))),
      stayInRoom(
        realtime,
        () => realtime.request('watch_held_messages', {}),
        () => realtime.send('unwatch_held_messages', {}),
        () => void queryClient.invalidateQueries({ queryKey: key }),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, eventSlug]);
}

function HeldSection({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const held = useQuery({ queryKey: chatRulesKeys.held(eventSlug), queryFn: ({ signal }) => chatRulesApi.held(eventSlug, signal) });
  useLiveHeldQueue(eventSlug);
  const title = held.data?.count ? `${t('chat_rules.held.title')} (${held.data.count})` : t('chat_rules.held.title');
  return (
    <Section title={title} testId="chat-rules-held">
      <ListState
        query={held}
        loadFailed={t('chat_rules.held.load_failed')}
        empty={{ icon: <IconMessageOff size={28} stroke={1.6} />, title: t('chat_rules.held.empty'), hint: t('chat_rules.held.empty_hint') }}
      >
        {(items) => items.map((m) => <HeldCard key={m.id} eventSlug={eventSlug} message={m} />)}
      </ListState>
    </Section>
  );
}

/** `/manage/{eventSlug}/chat-rules`: slow mode per public chat, the word list, and the held messages (decision 0094). */
export function ChatRulesPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  return (
    <ConsolePage title={<Group gap="xs"><IconShieldCheck size={26} aria-hidden />{t('chat_rules.title')}</Group>} description={t('chat_rules.intro')} testId="chat-rules">
      <HeldSection eventSlug={eventSlug} />
      <SlowModeSection eventSlug={eventSlug} />
      <WordListSection eventSlug={eventSlug} />
    </ConsolePage>
  );
}
