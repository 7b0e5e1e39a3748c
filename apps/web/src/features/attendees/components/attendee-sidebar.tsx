import { Box, Button, Center, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarOff, IconSearch, IconUsers, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { attendeeSidebarFirst, attendeeSidebarMore, attendeeSidebarSearchMore, attendeeSidebarTags, attendeeSidebarTagsExpanded } from '@foyer/contracts';
import type { SidebarPanelProps } from '@/shared/plug-ins/sidebar-panels';
import { useCurrentUser } from '@/shared/session/session';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { isListClosed } from '../api';
import { attendeeSlots } from '@/shared/plug-ins/attendee-views';
import { openAttendeeCard } from '../open-card';
import { useAttendeeScope } from '../scope';
import { useAttendeeList } from '../use-attendee-list';
import { AttendeeRow } from './attendee-card';
import { TagFilter } from './tag-filter';

/**
 * The attendee sidebar (spec 3): search, the tag-filter popover, people with 3 tags (6 expanded), the
 * first 15 then 10 more (20 more while searching); event owners see the broadcast bar on top.
 */
export function AttendeeSidebar({ eventSlug, expanded }: SidebarPanelProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const isOwner = user?.owned_events.includes(eventSlug) ?? false;
  const BroadcastBar = attendeeSlots.broadcastBar;
  // On a presentation stage: the people of that stage (spec 3).
  const scope = useAttendeeScope();
  const list = useAttendeeList(eventSlug, attendeeSidebarMore, attendeeSidebarFirst, attendeeSidebarSearchMore, scope);
  const { query, people } = list;
  const open = (id: number) => openAttendeeCard(eventSlug, id);

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="md" p="md" aria-busy="true" aria-label={t('attendees.loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <Group key={i} wrap="nowrap">
            <Skeleton circle height={40} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={10} width="70%" />
              <Skeleton height={8} width="50%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  } else if (query.isError && isListClosed(query.error)) {
    body = <EmptyPanel icon={<IconCalendarOff size={28} stroke={1.6} />} title={t('attendees.closed')} description={t('attendees.closed_hint')} />;
  } else if (query.isError) {
    body = <ErrorPanel title={t('attendees.error')} description={t('attendees.error_hint')} onRetry={() => void query.refetch()} />;
  } else if (people.length === 0) {
    body = list.filtered ? (
      <EmptyPanel icon={<IconUserSearch size={28} stroke={1.6} />} title={t('attendees.no_results')} description={t('attendees.no_results_hint')} />
    ) : (
      <EmptyPanel icon={<IconUsers size={28} stroke={1.6} />} title={t(scope ? 'attendees.stage_empty' : 'attendees.empty')} description={t(scope ? 'attendees.stage_empty_hint' : 'attendees.empty_hint')} />
    );
  } else {
    body = (
      <div data-testid="attendee-sidebar-list">
        {people.map((a) => (
          <AttendeeRow key={a.id} attendee={a} onOpen={open} maxTags={expanded ? attendeeSidebarTagsExpanded : attendeeSidebarTags} />
        ))}
        {query.hasNextPage ? (
          <Center py="md">
            <Button variant="light" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t('attendees.load_more')}
            </Button>
          </Center>
        ) : null}
      </div>
    );
  }

  return (
    <Stack gap={0}>
      {isOwner && BroadcastBar ? <BroadcastBar eventSlug={eventSlug} /> : null}
      <Box p="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            size="sm"
            value={list.search}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={14} aria-hidden />}
            placeholder={t('attendees.sidebar_search_placeholder')}
            aria-label={t('attendees.search_label')}
            type="search"
            data-testid="attendee-sidebar-search"
          />
          <TagFilter eventSlug={eventSlug} value={list.tags} onChange={list.setTags} compact={!expanded} />
        </Group>
      </Box>
      {scope ? (
        <Text size="xs" c="dimmed" px="md" pt="sm" data-testid="attendee-sidebar-scope">
          {t('attendees.stage_scope')}
        </Text>
      ) : null}
      {body}
    </Stack>
  );
}
