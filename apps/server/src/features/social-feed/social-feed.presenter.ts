import type { Tweet } from '@foyer/contracts';
import type { FeedPostRow } from './social-feed.repository';
import { withoutHtmlTags } from './social-feed.text';

export function presentTweet(row: FeedPostRow): Tweet {
  return {
    external_id: row.externalId,
    author_name: withoutHtmlTags(row.authorName),
    author_handle: row.authorHandle,
    author_avatar: row.authorAvatar,
    // Stored as plain text already; this also covers rows stored before that rule, or by an import.
    text: withoutHtmlTags(row.text),
    url: row.url,
    posted_at: row.postedAt.toISOString(),
    source: row.source,
  };
}
