import { Avatar, Badge, Button, Center, Group, Loader, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBell, IconMessages, IconSearch, IconSpeakerphone } from '@tabler/icons-react';
import type { ChatEntry } from '@foyer/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelative, useNow } from '@/shared/lib/relative-time';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { chatListQuery, contactSearchQuery } from '../api';
import { formatUnread } from '../cache';
import { chatModal, type ChatModalState } from '../store';
import classes from './private-chat.module.css';
import i18n from 'i18next';
import { personName } from '@/shared/ui/person-name';

/** Contact search waits this long after typing (spec 3 §5). */
export const CHAT_SEARCH_DEBOUNCE_MS = 300;

export function entryName(entry: Pick<ChatEntry, 'user'>): string {
  return entry.user ? personName(entry.user) : i18n.t('common.anonymous');
}

function UnreadBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} variant="filled" color="red" aria-label={label} data-testid="chat-unread">
      {formatUnread(count)}
    </Badge>
  );
}

function Entry({ selected, onClick, avatar, title, subtitle, unread, testId }: {
  selected: boolean; onClick: () => void; avatar: ReactNode; title: ReactNode; subtitle?: ReactNode; unread: ReactNode; testId: string;
}) {
  return (
    <UnstyledButton className={classes.entry} aria-current={selected} onClick={onClick} data-testid={testId}>
      {avatar}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {title}
        </Text>
        {subtitle ? (
          <Text size="xs" c="dimmed" truncate>
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {unread}
    </UnstyledButton>
  );
}

/** The left column: search, the notification bot, broadcasts (owners), then conversations, latest first. */
export function ChatOverview({ eventSlug, state, isOwner, onSelect = chatModal.select }: {
  eventSlug: string;
  state: ChatModalState;
  isOwner: boolean;
  onSelect?: (view: ChatModalState['view']) => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim().toLowerCase(), CHAT_SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery(chatListQuery(eventSlug));
  const entries = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  const bot = entries.find((e) => e.is_chat_bot);
  const people = entries.filter((e) => !e.is_chat_bot && (!term || entryName(e).toLowerCase().includes(term)));
  // Anyone else the person may write to: the directory's search, without those already in the list above.
  const contacts = useQuery(contactSearchQuery(eventSlug, term));
  const inList = new Set(entries.map((e) => e.user_id));
  const others = term ? (contacts.data ?? []).filter((a) => !inList.has(a.id)) : [];
  const when = (iso: string | null) => (iso ? formatRelative(iso, now, i18n.language, t('private_chat.just_now')) : undefined);

  let list: ReactNode;
  if (query.isPending) {
    list = (
      <Stack gap="md" p="md" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Group key={i} gap="sm" wrap="nowrap">
            <Skeleton circle h={38} w={38} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={10} w="60%" />
              <Skeleton h={8} w="30%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  } else if (query.isError) {
    list = <ErrorPanel title={t('private_chat.list_failed')} onRetry={() => void query.refetch()} />;
  } else {
    list = (
      <>
        {!term ? (
          <>
            <Entry
              testId="chat-entry-bot"
              selected={state.view === 0}
              onClick={() => onSelect(0)}
              avatar={<Avatar radius="xl" size={38} color="brand" variant="light"><IconBell size={20} aria-hidden /></Avatar>}
              title={t('private_chat.bot_name')}
              subtitle={when(bot?.last_sent ?? null) ?? t('private_chat.bot_hint')}
              unread={<UnreadBadge count={bot?.unread ?? 0} label={t('private_chat.unread', { count: bot?.unread ?? 0 })} />}
            />
            {isOwner ? (
              <Entry
                testId="chat-entry-broadcasts"
                selected={state.view === 'broadcasts'}
                onClick={() => onSelect('broadcasts')}
                avatar={<Avatar radius="xl" size={38} color="orange" variant="light"><IconSpeakerphone size={20} aria-hidden /></Avatar>}
                title={t('private_chat.broadcasts')}
                subtitle={t('private_chat.broadcasts_hint')}
                unread={null}
              />
            ) : null}
          </>
        ) : null}
        {people.map((entry) => {
          const name = entryName(entry);
          return (
            <Entry
              key={entry.user_id}
              testId="chat-entry"
              selected={state.view === entry.user_id}
              onClick={() => onSelect(entry.user_id)}
              avatar={<Avatar src={entry.user?.mugshot} name={name} radius="xl" size={38} color="brand" alt="" />}
              title={<UserText>{name}</UserText>}
              subtitle={when(entry.last_sent)}
              unread={<UnreadBadge count={entry.unread} label={t('private_chat.unread', { count: entry.unread })} />}
            />
          );
        })}
        {others.length > 0 ? (
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="md" pt="sm" pb={4} id="chat-contacts-heading">
            {t('private_chat.other_people')}
          </Text>
        ) : null}
        {others.map((a) => {
          const name = personName(a);
          const subtitle = [a.jobtitle, a.company].filter(Boolean).join(' · ');
          return (
            <Entry
              key={`contact-${a.id}`}
              testId="chat-contact"
              selected={state.view === a.id}
              onClick={() => onSelect(a.id)}
              avatar={<Avatar src={a.mugshot} name={name} radius="xl" size={38} color="brand" alt="" />}
              title={<UserText>{name}</UserText>}
              subtitle={subtitle ? <UserText>{subtitle}</UserText> : t('private_chat.start_conversation')}
              unread={null}
            />
          );
        })}
        {term && contacts.isFetching && others.length === 0 ? (
          <Center py="sm">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        ) : null}
        {people.length === 0 && others.length === 0 && !(term && contacts.isFetching) ? (
          term ? (
            <EmptyPanel icon={<IconSearch size={26} stroke={1.6} />} title={t('private_chat.no_match')} description={t('private_chat.no_match_hint')} />
          ) : (
            <EmptyPanel icon={<IconMessages size={26} stroke={1.6} />} title={t('private_chat.empty_title')} description={t('private_chat.empty_hint')} />
          )
        ) : null}
        {query.hasNextPage ? (
          <Center py="sm">
            {query.isFetchingNextPage ? (
              <Loader size="sm" aria-label={t('common.loading')} />
            ) : (
              <Button size="compact-sm" variant="subtle" onClick={() => void query.fetchNextPage()}>
                {t('private_chat.load_more')}
              </Button>
            )}
          </Center>
        ) : null}
      </>
    );
  }

  return (
    <section className={classes.overview} aria-label={t('private_chat.overview')}>
      <div className={classes.paneHeader}>
        <TextInput
          style={{ flex: 1 }}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('private_chat.search')}
          aria-label={t('private_chat.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </div>
      <nav className={classes.list} aria-label={t('private_chat.conversations')}>
        {list}
      </nav>
    </section>
  );
}
