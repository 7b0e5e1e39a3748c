import type { FastifyInstance } from 'fastify';
import { mapRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { sharedReplyCache } from '../../platform/http/shared-replies';
import type { MapsService } from './maps.service';

/** What a map reads: its space, settings and areas, the spaces they open and whether those have a program, its chat, the event's help. */
const mapTables = ['events', 'spaces', 'map_settings', 'map_areas', 'program_entries', 'chats'];

export function registerMapRoutes(app: FastifyInstance, service: MapsService): void {
  // The same for everyone let in (decision 0017); a closed map is answered to organisers only, so they
  // have entries of their own.
  const maps = sharedReplyCache(app, { name: 'map', tables: mapTables, max: 2_000 });
  registerRoute(app, mapRoutes.detail, async (req, reply) => {
    const { eventId, organiser } = await service.viewer(req.params.eventSlug, req.user.id);
    return maps.send(reply, `${eventId}:${organiser ? 'o' : 'a'}:${req.params.mapSlug}`, () =>
      service.detail(req.params.eventSlug, req.user.id, req.params.mapSlug),
    );
  });
  // Public, but a signed-in person may see the maps of the events only they may enter.
  registerRoute(app, mapRoutes.lookup, (req) => service.lookup(req.params.mapSlug, req.raw.user?.id ?? null));
}
