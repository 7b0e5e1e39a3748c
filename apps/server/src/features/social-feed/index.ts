import type { Feature, Platform } from '../../platform/context';
import { EventAccess } from '../events';
import { loadFeedConfig, type FeedConfig } from './social-feed.config';
import { FeedFetcher } from './social-feed.fetcher';
import { SocialFeedService } from './social-feed.service';
import { registerSocialFeedRoutes } from './social-feed.routes';
import { eraseFeedAuthorship } from './social-feed.erasure';

export { FeedFetcher, hashtagOf } from './social-feed.fetcher';
export { SocialFeedService } from './social-feed.service';
export { SocialFeedRepository } from './social-feed.repository';
export { loadFeedConfig, type FeedConfig } from './social-feed.config';

export function createSocialFeedService(platform: Platform): SocialFeedService {
  return new SocialFeedService(platform.db, platform.clock, new EventAccess(platform.db, platform.clock));
}

export function createFeedFetcher(platform: Platform, config: FeedConfig = loadFeedConfig()): FeedFetcher {
  return new FeedFetcher(platform.db, platform.clock, platform.logger, config);
}

/** Social feed: posts from a Mastodon-compatible hashtag timeline (fetched in the background) and organisers. */
export function socialFeedFeature(): Feature {
  let fetcher: FeedFetcher | null = null;
  return {
    name: 'social-feed',
    register(app, platform) {
      platform.accountErasure.register('social-feed', eraseFeedAuthorship);
      registerSocialFeedRoutes(app, createSocialFeedService(platform));
      fetcher = createFeedFetcher(platform);
      fetcher.start();
    },
    async close() {
      await fetcher?.stop();
    },
  };
}
