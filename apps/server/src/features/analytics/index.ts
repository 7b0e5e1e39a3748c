import type { Feature } from '../../platform/context';
import type { Identity } from '../identity';
import { AnalyticsService } from './analytics.service';
import { registerAnalyticsRoutes } from './analytics.routes';
import { eraseAnalytics } from './analytics.erasure';

/** Analytics: page views on each path change and 15-second heartbeats, per person. */
export function analyticsFeature(identity: Identity): Feature {
  return {
    name: 'analytics',
    register(app, platform) {
      platform.accountErasure.register('analytics', eraseAnalytics);
      registerAnalyticsRoutes(app, new AnalyticsService(platform.db, platform.clock, platform.rateLimiter, identity.access));
    },
  };
}
