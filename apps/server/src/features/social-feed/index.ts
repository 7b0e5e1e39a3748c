import type { Feature, Platform } from '../../platform/context';
import type { Identity } from '../identity';
import { loadFeedConfig, type FeedConfig } from './social-feed.config';
import { FeedFetcher } from './social-feed.fetcher';
import { SocialFeedService } from './social-feed.service';
import { registerSocialFeedRoutes } from './social-feed.routes';
import { eraseFeedAuthorship } from './social-feed.erasure';
import { socialFeedExportPart } from './social-feed.export';

export { FeedFetcher, hashtagOf } from './social-feed.fetcher';
export { SocialFeedService } from './social-feed.service';
export { loadFeedConfig, type FeedConfig } from './social-feed.config';

/** The social feed service (the composition root builds it once). */
export function createSocialFeedService(platform: Platform, identity: Identity): SocialFeedService {
  return new SocialFeedService(platform.db, platform.clock, identity.access);
}

export function createFeedFetcher(platform: Platform, config: FeedConfig = loadFeedConfig()): FeedFetcher {
  return new FeedFetcher(platform.db, platform.clock, platform.logger, config);
}

/** Social feed: posts from a Mastodon-compatible hashtag timeline (fetched in the background) and organisers. */
export function socialFeedFeature(service: SocialFeedService): Feature {
  return {
    name: 'social-feed',
    register(app, platform) {
      platform.accountErasure.register('social-feed', eraseFeedAuthorship);
      platform.accountExport.register('social-feed', socialFeedExportPart);
      registerSocialFeedRoutes(app, service);
      createFeedFetcher(platform).start(platform.sweeps);
    },
  };
}
