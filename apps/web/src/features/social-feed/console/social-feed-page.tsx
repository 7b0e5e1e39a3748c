import { Button, Card, Group, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { IconBrandMastodon, IconEyeOff, IconSend } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { createTweetBody, socialFeedRoutes, type Tweet } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { errorMessage } from '@/shared/api/errors';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { useNow } from '@/shared/lib/relative-time';
import { notify, toast } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { feedPosts, socialFeedQuery } from '../api';
import { PostCard } from '../components/post-card';

/** The form that adds an organiser's post to the feed. */
function NewPost({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const body = { text, ...(url.trim() ? { url: url.trim() } : {}) };
  const post = useMutation({
    mutationFn: () => call(socialFeedRoutes.create, { params: { eventSlug }, body }),
    onSuccess: () => {
      toast(t('manage_feed.posted'));
      setText('');
      setUrl('');
      void queryClient.invalidateQueries({ queryKey: socialFeedQuery(eventSlug).queryKey });
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, ['text', 'url']);
      if (byField) setErrors(byField);
      else notify.error(errorMessage(error, t('manage_feed.post_failed')));
    },
  });
  return (
    <Card withBorder radius="md" padding="md">
      <form
        noValidate
        data-testid="feed-post-form"
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(createTweetBody, body);
          setErrors(found);
          if (Object.keys(found).length === 0) post.mutate();
        }}
      >
        <Stack gap="sm">
          <Textarea label={t('manage_feed.text')} value={text} onChange={(e) => setText(e.currentTarget.value)} error={errors.text} autosize minRows={2} maxRows={6} required data-testid="feed-text" />
          <TextInput label={t('manage_feed.url')} description={t('manage_feed.url_hint')} value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={errors.url} type="url" />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={post.isPending} data-testid="feed-submit">{t('manage_feed.post')}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * `/manage/{eventSlug}/feed`: the event's social feed as attendees read it (the hashtag's posts and the
 * organisers'), a post of the organisers added, and any post hidden from it.
 */
export function SocialFeedPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useInfiniteQuery(socialFeedQuery(eventSlug));
  const posts = feedPosts(feed.data?.pages);
  const hide = useMutation({
    mutationFn: (post: Tweet) => call(socialFeedRoutes.remove, { params: { eventSlug, externalId: post.external_id } }),
    onSuccess: () => {
      toast(t('manage_feed.hidden'));
      void queryClient.invalidateQueries({ queryKey: socialFeedQuery(eventSlug).queryKey });
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_feed.hide_failed'))),
  });
  const now = useNow();
  let content;
  if (feed.isPending) content = <Skeleton h={160} radius="md" />;
  else if (feed.isError) content = <ErrorPanel description={errorMessage(feed.error, t('manage_feed.load_failed'))} onRetry={() => void feed.refetch()} />;
  else if (posts.length === 0) content = <EmptyPanel icon={<IconBrandMastodon size={28} stroke={1.6} />} title={t('manage_feed.empty.title')} description={t('manage_feed.empty.body')} />;
  else {
    content = (
      <Stack gap="xs" data-testid="feed-posts">
        {posts.map((post) => (
          <Card key={post.external_id} withBorder radius="md" padding="sm" data-testid="feed-post-row">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <div style={{ flex: 1, minWidth: 0 }}>
                <PostCard post={post} now={now} />
              </div>
              <Button size="xs" variant="subtle" color="red" leftSection={<IconEyeOff size={14} aria-hidden />} loading={hide.isPending && hide.variables?.external_id === post.external_id} onClick={() => hide.mutate(post)}>
                {t('manage_feed.hide')}
              </Button>
            </Group>
          </Card>
        ))}
        {feed.hasNextPage ? <Button variant="default" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>{t('manage_feed.more')}</Button> : null}
      </Stack>
    );
  }
  return (
    <ConsolePage title={t('manage_feed.title')} description={t('manage_feed.intro')} testId="feed-console">
      <NewPost eventSlug={eventSlug} />
      {content}
    </ConsolePage>
  );
}
