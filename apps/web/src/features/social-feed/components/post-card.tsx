import { Anchor, Avatar, Box, Group, Paper, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Tweet } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useEventTimeFormat } from '@/shared/session/use-time-format';
import { dateTimeOptions } from '@/shared/lib/time-format';
import { formatRelative } from '@/shared/lib/relative-time';
import { UserText } from '@/shared/ui/user-text';

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** One post of the feed as a card: author, handle, time, text (as text, never HTML) and its link. */
export function PostCard({ post, now }: { post: Tweet; now: number }) {
  const { t, i18n } = useTranslation();
  const timeFormat = useEventTimeFormat();
  const link = safeUrl(post.url);
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="feed-post" aria-label={t('feed.post_by', { name: post.author_name })}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={safeUrl(post.author_avatar)} name={post.author_name} color="brand" variant="filled" radius="xl" size={36} alt="" />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={650} truncate>
              <UserText>{post.author_name}</UserText>
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              <time dateTime={post.posted_at} title={new Date(post.posted_at).toLocaleString(i18n.language, dateTimeOptions(timeFormat))}>
                {formatRelative(post.posted_at, now, i18n.language, t('feed.just_now'))}
              </time>
            </Text>
          </Group>
          {post.author_handle ? (
            <Text size="xs" c="dimmed" truncate>
              <UserText>{post.author_handle}</UserText>
            </Text>
          ) : null}
          <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.45 }}>
            <UserText>{post.text}</UserText>
          </Text>
          {link ? (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="xs" mt={6} display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
              {t('feed.open_post')}
              <IconExternalLink size={12} aria-hidden />
            </Anchor>
          ) : null}
        </Box>
      </Group>
    </Paper>
  );
}
