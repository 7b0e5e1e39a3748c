import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/shared/lib/relative-time';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { feedPosts, FEED_NEXT_THROTTLE_MS, socialFeedQuery, throttle } from '../api';
import { PostCard } from './post-card';

/** The event's social feed: newest first, four at a time, refreshed every minute. */
export function SocialFeed({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(socialFeedQuery(eventSlug));
  const now = useNow();
  const posts = useMemo(() => feedPosts(query.data?.pages), [query.data]);
  const { fetchNextPage } = query;
  const loadNext = useMemo(() => throttle(() => void fetchNextPage(), FEED_NEXT_THROTTLE_MS), [fetchNextPage]);

  if (query.isPending) {
    return (
      <Stack gap="sm" p="md" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={110} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <ErrorPanel title={t('feed.load_failed')} onRetry={() => void query.refetch()} />;
  if (posts.length === 0) return <EmptyPanel icon={<IconRss size={28} stroke={1.6} />} title={t('feed.empty_title')} description={t('feed.empty_hint')} />;

  return (
    <Stack
      gap="sm"
      p="md"
      style={{ overflowY: 'auto', flex: 1, minHeight: 0 }}
      data-testid="social-feed"
      onScroll={(e) => {
        const el = e.currentTarget;
        if (query.hasNextPage && el.scrollHeight - el.scrollTop - el.clientHeight < 120) loadNext();
      }}
    >
      {posts.map((post) => (
        <PostCard key={post.external_id} post={post} now={now} />
      ))}
      {query.hasNextPage ? (
        <Group justify="center">
          <Button variant="light" size="xs" loading={query.isFetchingNextPage} onClick={() => loadNext()}>
            {t('feed.load_more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
