import type { FastifyInstance } from 'fastify';
import { eventRoutes, type ProgramTag } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { sharedReplyCache } from '../../platform/http/shared-replies';
import type { EventsService } from './events.service';
import { presentCurrent, presentPreview } from './events.presenter';
import { presentNavigation } from './navigation.presenter';

export interface EventRouteExtras {
  programTags(eventId: number): Promise<ProgramTag[]>;
}

export function registerEventRoutes(app: FastifyInstance, service: EventsService, extras: EventRouteExtras): void {
  registerRoute(app, eventRoutes.preview, async (req) => {
    const { event, home } = await service.preview(req.params.eventSlug);
    return presentPreview(event, home);
  });

  registerRoute(app, eventRoutes.current, async (req) => {
    const { grant, home, isPublic } = await service.current(req.params.eventSlug, req.user.id);
    // Meeting speakers arrive with the meetings feature.
    const programTags = await extras.programTags(grant.event.id);
    return presentCurrent(grant.event, home, { isPublic, isMeetingSpeaker: false, programTags });
  });

  registerRoute(app, eventRoutes.access, async (req) => {
    const grant = await service.access.require(req.params.eventSlug, req.user.id);
    return { access: true, role: grant.role };
  });

  // The same menu for everyone let in (decision 0017): kept serialised per event.
  const menus = sharedReplyCache(app, { name: 'navigation', tables: ['events', 'menu_items', 'spaces'], max: 1_000 });
  registerRoute(app, eventRoutes.navigation, async (req, reply) => {
    const grant = await service.access.require(req.params.eventSlug, req.user.id);
    return menus.send(reply, String(grant.event.id), async () => {
      const { rows, spaces, home } = await service.navigation(req.params.eventSlug, req.user.id);
      const results = presentNavigation(rows, spaces, home);
      return { count: results.length, next: null, previous: null, results };
    });
  });
}
