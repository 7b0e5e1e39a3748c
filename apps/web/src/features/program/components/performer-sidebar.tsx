import { Anchor, Avatar, Badge, Box, Button, Center, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconMicrophone, IconPaperclip, IconSearch, IconUserSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { programLocationTypes, type ProgramLocationType } from '@foyer/contracts';
import { chosenOptions, isAllSelected } from '@foyer/domain';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { BookmarkToggle } from '@/features/goodiebag';
import { RichText } from '@/shared/ui/rich-text';
import type { SidebarPanelProps } from '@/shared/plug-ins/sidebar-panels';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { performerQuery, performerSessionsQuery, performersQuery } from '../api';
import { useProgramClock } from '../clock';
import { performerSelection, useSelectedPerformer } from '../performer-selection';
import { useNow } from '../use-now';
import { FilterMenu } from './filter-menu';
import { ItemDetailModal } from './item-detail-modal';
import { PerformerRow } from './performer-row';
import { ProgramItemRow } from './program-item-row';

/** Search waits the default 400 ms after the last key (spec 2 §5). */
const searchDebounceMs = 400;

/** The performer sidebar (spec 2 §2): search, a location-type filter, pages of 20; a performer's detail in place. */
export function PerformerSidebar({ eventSlug }: SidebarPanelProps) {
  const selected = useSelectedPerformer();
  // Closing the sidebar returns it to the list next time.
  useEffect(() => () => performerSelection.select(null), []);
  return selected === null ? <PerformerList eventSlug={eventSlug} /> : <PerformerDetail eventSlug={eventSlug} performerId={selected} />;
}

function PerformerList({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), searchDebounceMs);
  const [types, setTypes] = useState<string[]>([]);
  const chosen = isAllSelected(types, programLocationTypes) ? [] : (chosenOptions(types) as ProgramLocationType[]);
  const query = useInfiniteQuery(performersQuery(eventSlug, debounced, chosen));
  const people = query.data?.pages.flatMap((p) => p.results) ?? [];
  const filtered = debounced !== '' || chosen.length > 0;

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="md" p="md" aria-busy="true" aria-label={t('program.performer.loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <Group key={i} wrap="nowrap">
            <Skeleton circle height={44} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={10} width="60%" />
              <Skeleton height={8} width="80%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = <ErrorPanel title={t('program.performer.error')} description={t('program.error_hint')} onRetry={() => void query.refetch()} />;
  } else if (people.length === 0) {
    body = filtered ? (
      <EmptyPanel icon={<IconUserSearch size={28} stroke={1.6} />} title={t('program.performer.no_results')} description={t('program.performer.no_results_hint')} />
    ) : (
      <EmptyPanel icon={<IconMicrophone size={28} stroke={1.6} />} title={t('program.performer.empty')} description={t('program.performer.empty_hint')} />
    );
  } else {
    body = (
      <div data-testid="performer-list">
        {people.map((p) => <PerformerRow key={p.id} performer={p} />)}
        {query.hasNextPage ? (
          <Center py="md">
            <Button variant="light" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="performers-more">
              {t('program.performer.load_more')}
            </Button>
          </Center>
        ) : null}
      </div>
    );
  }

  return (
    <Stack gap={0}>
      <Box p="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            size="sm"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={14} aria-hidden />}
            placeholder={t('program.performer.search_placeholder')}
            aria-label={t('program.performer.search_label')}
            data-testid="performer-search"
          />
          <FilterMenu
            label={t('program.performer.location_filter')}
            allLabel={t('program.calendar.all_types')}
            options={programLocationTypes.map((type) => ({ value: type, label: t(`program.location_types.${type}`) }))}
            value={types}
            onChange={setTypes}
            testId="performer-types"
          />
        </Group>
      </Box>
      {body}
    </Stack>
  );
}

/** A speaker's detail: about, attachments and their sessions, 3 at a time. */
function PerformerDetail({ eventSlug, performerId }: { eventSlug: string; performerId: number }) {
  const { t } = useTranslation();
  const { event } = useCurrentEvent();
  const clock = useProgramClock(event);
  const performer = useQuery(performerQuery(eventSlug, performerId));
  const sessions = useInfiniteQuery(performerSessionsQuery(eventSlug, performerId));
  const [openItem, setOpenItem] = useState<number | null>(null);
  const now = useNow();
  const back = (
    <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={() => performerSelection.select(null)} data-testid="performer-back">
      {t('program.performer.back')}
    </Button>
  );
  if (performer.isPending) {
    return (
      <Stack p="md" aria-busy="true">
        {back}
        <Skeleton circle height={80} />
        <Skeleton height={14} width="60%" />
        <Skeleton height={60} />
      </Stack>
    );
  }
  if (performer.isError) return <Stack p="md">{back}<ErrorPanel title={t('program.performer.error')} onRetry={() => void performer.refetch()} /></Stack>;
  const p = performer.data;
  const list = sessions.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Stack gap="md" p="md" data-testid="performer-detail" data-performer={p.id}>
      <div>{back}</div>
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={p.mugshot} name={p.name} color="brand" variant="filled" radius={80} size={80} alt="" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4"><UserText>{p.name}</UserText></Title>
          {p.descriptive_line ? <Text size="sm" c="dimmed"><UserText>{p.descriptive_line}</UserText></Text> : null}
          <Group gap="xs">
            <Badge size="sm" variant="light" color="gray">{t(`program.location_types.${p.location_type}`)}</Badge>
            <BookmarkToggle kind="performer" itemId={p.id} name={p.name} size="sm" />
          </Group>
        </Stack>
      </Group>
      {p.about ? (
        <section aria-labelledby="performer-about">
          <Text id="performer-about" size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>{t('program.performer.about')}</Text>
          <RichText html={p.about} fz="sm" />
        </section>
      ) : null}
      {p.attachments.length > 0 ? (
        <section aria-labelledby="performer-attachments">
          <Text id="performer-attachments" size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>{t('program.performer.attachments')}</Text>
          <Stack gap={4}>
            {p.attachments.map((a) => (
              <Anchor key={a.id} href={a.url} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span" wrap="nowrap"><IconPaperclip size={14} aria-hidden /><UserText>{a.name}</UserText></Group>
              </Anchor>
            ))}
          </Stack>
        </section>
      ) : null}
      <section aria-labelledby="performer-sessions" data-testid="performer-sessions">
        <Text id="performer-sessions" size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>{t('program.performer.sessions')}</Text>
        {sessions.isPending ? <Skeleton height={48} /> : list.length === 0 ? <Text size="sm" c="dimmed">{t('program.performer.no_sessions')}</Text> : (
          <Stack gap={6}>
            {list.map((item) => <ProgramItemRow key={item.id} item={item} clock={clock} onOpen={setOpenItem} now={now} withDay />)}
          </Stack>
        )}
        {sessions.hasNextPage ? (
          <Button variant="light" size="xs" mt="xs" onClick={() => void sessions.fetchNextPage()} loading={sessions.isFetchingNextPage} data-testid="performer-more-sessions">
            {t('program.performer.more_sessions')}
          </Button>
        ) : null}
      </section>
      <ItemDetailModal eventSlug={eventSlug} itemId={openItem} clock={clock} onClose={() => setOpenItem(null)} />
    </Stack>
  );
}
