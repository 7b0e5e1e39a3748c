import { Anchor, Button, Center, Group, Loader, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff, IconSearch, IconUsers, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { attendeePageSize } from '@foyer/contracts';
import { useIsMobile } from '@/shared/ui/layout';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { isListClosed } from '../api';
import { openAttendeeCard } from '../open-card';
import { useAttendeeList, useSentinel } from '../use-attendee-list';
import { AttendeeCard } from './attendee-card';
import { TagFilter } from './tag-filter';
import classes from './attendees.module.css';

function LoadingGrid() {
  const { t } = useTranslation();
  return (
    <div className={classes.grid} aria-busy="true" aria-label={t('attendees.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Paper key={i} withBorder radius="lg" p="md">
          <Group wrap="nowrap" gap="md">
            <Skeleton circle height={56} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={12} width="60%" />
              <Skeleton height={10} width="80%" />
              <Skeleton height={10} width="40%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </div>
  );
}

/**
 * `/{eventSlug}/attendees` (spec 3): a search box (400 ms), a tag filter, a two-column grid of people
 * (online first), 25 more at each scroll to the end, a Back link to the event.
 */
export function AttendeesPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { eventSlug = '' } = useParams();
  const list = useAttendeeList(eventSlug, attendeePageSize);
  const { query, people } = list;
  const sentinel = useSentinel(() => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }, query.hasNextPage);
  const open = (id: number) => openAttendeeCard(eventSlug, id);

  let body;
  if (query.isPending) body = <LoadingGrid />;
  else if (query.isError && isListClosed(query.error))
    body = <EmptyPanel icon={<IconCalendarOff size={28} stroke={1.6} />} title={t('attendees.closed')} description={t('attendees.closed_hint')} />;
  else if (query.isError) body = <ErrorPanel title={t('attendees.error')} description={t('attendees.error_hint')} onRetry={() => void query.refetch()} />;
  else if (people.length === 0 && list.filtered)
    body = <EmptyPanel icon={<IconUserSearch size={28} stroke={1.6} />} title={t('attendees.no_results')} description={t('attendees.no_results_hint')} />;
  else if (people.length === 0)
    body = <EmptyPanel icon={<IconUsers size={28} stroke={1.6} />} title={t('attendees.empty')} description={t('attendees.empty_hint')} />;
  else
    body = (
      <>
        <div className={classes.grid} data-testid="attendee-grid">
          {people.map((a) => (
            <AttendeeCard key={a.id} attendee={a} onOpen={open} eventSlug={eventSlug} />
          ))}
        </div>
        <div ref={sentinel} className={classes.sentinel} />
        {query.hasNextPage ? (
          <Center>
            <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t('attendees.load_more')}
            </Button>
          </Center>
        ) : null}
      </>
    );

  return (
    <div className={classes.page}>
      <Stack gap="lg">
        <Anchor component={Link} to={`/${eventSlug}`} size="sm" data-testid="attendees-back">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('attendees.back')}
          </Group>
        </Anchor>
        <div>
          <Title order={1} size="h2">{t('attendees.title')}</Title>
          <Text c="dimmed" size="sm">{t('attendees.intro')}</Text>
        </div>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            value={list.search}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={query.isFetching && !query.isPending && !query.isFetchingNextPage ? <Loader size="xs" /> : null}
            // A phone gives the field about half the width: the short hint and the filter as an icon, so neither is cut.
            placeholder={isMobile ? t('attendees.sidebar_search_placeholder') : t('attendees.search_placeholder')}
            aria-label={t('attendees.search_label')}
            type="search"
            data-testid="attendee-search"
          />
          <TagFilter eventSlug={eventSlug} value={list.tags} onChange={list.setTags} compact={isMobile} />
        </Group>
        {!query.isPending && !query.isError ? (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="attendee-count">
            {t('attendees.count', { count: list.count })}
          </Text>
        ) : null}
        {body}
      </Stack>
    </div>
  );
}
