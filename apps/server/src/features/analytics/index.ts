import type { ClientEventName } from '@foyer/contracts';
import type { Feature } from '../../platform/context';
import type { HookList } from '../../platform/hooks';
import type { Identity } from '../identity';
import type { CallListener } from '../videocalls';
import { AnalyticsService } from './analytics.service';
import { registerAnalyticsRoutes } from './analytics.routes';
import { eraseAnalytics } from './analytics.erasure';
import { LiveFiguresService, liveFiguresRoom } from './analytics.live';

/** Client events after which someone may be somewhere else (a stage, a booth, a call): the live figures count again. */
const movingEvents = new Set<ClientEventName>([
  'join_presentation_space', 'leave_presentation_space', 'join_booth_space', 'leave_booth_space', 'join_chatroulette', 'leave_chatroulette',
]);

/** How often the live figures are counted again for open consoles without a nudge (heartbeats that stopped). */
const refreshEveryMs = 10_000;

/** Analytics: page views on each path change and 15-second heartbeats, per person; the console's live figures. */
export function analyticsFeature(identity: Identity, hooks: { callListeners: HookList<CallListener> }): Feature {
  let live: LiveFiguresService | null = null;
  return {
    name: 'analytics',
    register(app, platform) {
      platform.accountErasure.register('analytics', eraseAnalytics);
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
      platform.realtime.on('watch_live_figures', async (socket, session) => {
        await figures.watch(socket, session.eventSlug, session.userId);
      });
      platform.realtime.on('unwatch_live_figures', async (socket, session) => {
        await socket.leave(liveFiguresRoom(session.eventSlug));
      });
      platform.sweeps.every('counting the live figures again', { everyMs: refreshEveryMs }, async () => figures.refreshWatched());
    },
    close() {
      live?.close();
    },
  };
}
