import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { feedPosts } from './social-feed.schema';

/** Posts the person wrote on an event's social feed. */
export const socialFeedExportPart: ExportPart = {
  tables: {
    feed_posts: rowsNaming(feedPosts, [feedPosts.createdBy]),
  },
};
