import type { Tweet } from '@foyer/contracts';
import type { FeedPostRow } from './social-feed.repository';

export function presentTweet(row: FeedPostRow): Tweet {
  return {
    external_id: row.externalId,
    author_name: row.authorName,
    author_handle: row.authorHandle,
    author_avatar: row.authorAvatar,
    text: row.text,
    url: row.url,
    posted_at: row.postedAt.toISOString(),
    source: row.source,
  };
}
