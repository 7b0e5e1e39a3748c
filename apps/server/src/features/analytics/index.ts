import type { ClientEventName } from '@foyer/contracts';
import type { Feature, Platform } from '../../platform/context';
import type { HookList } from '../../platform/hooks';
import type { SignInListener } from '../auth';
import type { Identity } from '../identity';
import type { CallListener } from '../videocalls';
import { AnalyticsService } from './analytics.service';
import { registerAnalyticsRoutes } from './analytics.routes';
import { eraseAnalytics } from './analytics.erasure';
import { LiveFiguresService, liveFiguresRoom } from './analytics.live';
import { AnalyticsRollup } from './analytics.rollup';
import { AnalyticsDashboards, type BoothStaffGuard } from './analytics.dashboards';
import { AnalyticsRetention } from './analytics.retention';
import { registerAnalyticsOrganizerRoutes } from './analytics.organizer.routes';
import { analyticsExportPart } from './analytics.export';
import { countSignIn } from './analytics.sign-ins';

export type { BoothStaffGuard } from './analytics.dashboards';

/** How often the rollup folds new page views and heartbeats in, and old raw rows are purged. */
const sweepEveryMs = 60_000;

/** Client events after which someone may be somewhere else (a stage, a booth, a call): the live figures count again. */
const movingEvents = new Set<ClientEventName>([
  'join_presentation_space', 'leave_presentation_space', 'join_booth_space', 'leave_booth_space', 'join_chatroulette', 'leave_chatroulette',
]);

/** How often the live figures are counted again for open consoles without a nudge (heartbeats that stopped). */
const refreshEveryMs = 10_000;

/**
 * Analytics: page views on each path change and 15-second heartbeats, per person; the console's live figures;
 * the hourly rollups the figures afterwards read, folded by a sweep (sign-ins counted as they happen), and the purge
 * of raw rows past the event's retention.
 */
export function analyticsFeature(
  identity: Identity,
  hooks: { callListeners: HookList<CallListener>; signInListeners: HookList<SignInListener> },
  analytics: AnalyticsParts,
): Feature {
  let live: LiveFiguresService | null = null;
  return {
    name: 'analytics',
    register(app, platform) {
      platform.accountErasure.register('analytics', eraseAnalytics);
      platform.accountExport.register('analytics', analyticsExportPart);
      const figures = new LiveFiguresService(platform.db, platform.clock, identity.access, platform.realtime, platform.logger);
      live = figures;
      registerAnalyticsRoutes(app, new AnalyticsService(platform.db, platform.clock, platform.rateLimiter, identity.access, (slug) => figures.nudge(slug)), figures);
      // Arrivals and departures: a connection, a stage or booth page, a call's seats.
      platform.realtime.onLogin((_socket, session) => figures.nudge(session.eventSlug));
      platform.realtime.onLogout((_socket, session) => figures.nudge(session.eventSlug));
      platform.realtime.onHandled((session, event) => {
        if (movingEvents.has(event)) figures.nudge(session.eventSlug);
      });
      hooks.callListeners.add({ changed: (eventSlug) => figures.nudge(eventSlug) });
      hooks.signInListeners.add(async (signIn) => {
        for (const slug of await countSignIn(platform.db, signIn)) figures.nudge(slug);
      });
      platform.realtime.on('watch_live_figures', async (socket, session) => {
        await figures.watch(socket, session.eventSlug, session.userId);
      });
      platform.realtime.on('unwatch_live_figures', async (socket, session) => {
        await socket.leave(liveFiguresRoom(session.eventSlug));
      });
      platform.sweeps.every('counting the live figures again', { everyMs: refreshEveryMs }, async () => figures.refreshWatched());
      registerAnalyticsOrganizerRoutes(app, analytics.dashboards, analytics.retention);
      platform.sweeps.every('analytics rollup and retention', { everyMs: sweepEveryMs }, async (signal) => {
        await analytics.rollup.sweep(signal);
        await analytics.retention.purge();
      });
    },
    close() {
      live?.close();
    },
  };
}

/** The rollup, the console's figures and the retention (the composition root builds them once; tests run the sweep). */
export interface AnalyticsParts {
  rollup: AnalyticsRollup;
  dashboards: AnalyticsDashboards;
  retention: AnalyticsRetention;
}

export function createAnalytics(platform: Platform, identity: Identity, boothStaff: BoothStaffGuard): AnalyticsParts {
  return {
    rollup: new AnalyticsRollup(platform.db),
    dashboards: new AnalyticsDashboards(platform.db, platform.clock, identity.access, boothStaff),
    retention: new AnalyticsRetention(platform.db, platform.clock, identity.access, identity.changeLog),
  };
}
