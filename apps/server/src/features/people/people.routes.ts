import type { FastifyInstance } from 'fastify';
import { organizerRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { OrganizerPeople } from './people.service';
import { presentMember } from './people.presenter';

/** The people part of the organiser console (decision 0081): each handler is guard → service → presenter. */
export function registerPeopleRoutes(app: FastifyInstance, people: OrganizerPeople): void {
  registerRoute(app, organizerRoutes.members, async (req) => {
    const { count, rows } = await people.list(req.params.eventSlug, req.user.id, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results: rows.map(presentMember) };
  });

  registerRoute(app, organizerRoutes.addMember, async (req) => presentMember(await people.add(req.params.eventSlug, req.user.id, req.body)));

  registerRoute(app, organizerRoutes.updateMember, async (req) =>
    presentMember(await people.update(req.params.eventSlug, req.user.id, req.params.userId, req.body)),
  );

  registerRoute(app, organizerRoutes.removeMember, async (req, reply) => {
    await people.remove(req.params.eventSlug, req.user.id, req.params.userId);
    return reply.status(204).send();
  });

  registerRoute(app, organizerRoutes.tagMembers, async (req) => ({ updated: await people.tag(req.params.eventSlug, req.user.id, req.body) }));
}
