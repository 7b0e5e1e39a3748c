import { sql } from 'drizzle-orm';
import type { Feature, Platform } from '../../platform/context';
import { PresenceService } from './presence.service';
import { registerPresenceRealtime } from './presence.realtime';
import { erasePresence } from './presence.erasure';
import { presenceWindowMs } from './presence.service';
import { presenceExportPart } from './presence.export';

export { PresenceService, presenceWindowMs } from './presence.service';

const sweepEveryMs = 5 * 60_000;

/** What other features read of presence: who is online (`is_online` of people lists). */
export type PresenceFace = Pick<PresenceService, 'isOnline' | 'onlineAmong'>;

/** The presence service (the composition root builds it once). */
export function createPresenceService(platform: Platform): PresenceService {
  return new PresenceService(platform.db, platform.clock);
}

/** Presence: who is online, kept in PostgreSQL so that every server process agrees. */
export function presenceFeature(service: PresenceService): Feature {
  let presence: PresenceService | null = null;
  return {
    name: 'presence',
    async register(_app, platform) {
      platform.accountErasure.register('presence', erasePresence);
      platform.accountExport.register('presence', presenceExportPart);
      // Online in the event asked for (in any event without one): a logged-in socket seen within the window.
      platform.currentUserFields.register(
        'is_online',
        ({ userId, eventId, now }) => sql`exists (select 1 from presence_connections pc where pc.user_id = ${userId}
          and (${eventId} is null or pc.event_id = ${eventId}) and pc.last_seen_at >= ${now} - ${sql.raw(`interval '${presenceWindowMs} milliseconds'`)})`,
      );
      presence = service;
      registerPresenceRealtime(platform.realtime, service);
      platform.sweeps.every('presence sweep', { everyMs: sweepEveryMs }, () => service.sweep());
      // The only process on its database starts with nobody online: rows left there are of a process that died.
      if (platform.config.singleProcess) await service.dropOthers();
    },
    async close() {
      await presence?.dropOwnConnections();
    },
  };
}
