import type { FastifyInstance } from 'fastify';
import { newEventSlug, organizerRoutes, pageLinks, reservedEventSlugs } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { readUpload, uploadScope } from '../../platform/uploads';
import type { OrganizerEvents } from './organizer.service';
import { presentChange, presentEventSummary, presentSettings } from './organizer.presenter';

/** What the contract says of a slug before the database is asked: reserved, not valid, or nothing against it. */
function slugVerdict(slug: string): { reason: 'reserved' | 'invalid'; detail: string } | null {
  const parsed = newEventSlug.safeParse(slug);
  if (parsed.success) return null;
  const detail = parsed.error.issues[0]?.message ?? 'Not a valid slug.';
  return { reason: reservedEventSlugs.includes(slug.trim()) ? 'reserved' : 'invalid', detail };
}

/** The events part of the organiser console (decision 0081): each handler is guard → service → presenter. */
export function registerOrganizerEventRoutes(app: FastifyInstance, organizer: OrganizerEvents): void {
  registerRoute(app, organizerRoutes.listEvents, async (req) => {
    const { count, rows, administrator, now } = await organizer.list(req.user.id, req.query);
    return {
      count,
      ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset),
      results: rows.map((row) => presentEventSummary(row, now)),
      can_create: administrator,
    };
  });

  registerRoute(app, organizerRoutes.createEvent, async (req) => {
    const { event, now } = await organizer.create(req.user.id, req.body);
    return presentSettings(event, now);
  });

  registerRoute(app, organizerRoutes.checkSlug, async (req) => organizer.checkSlug(req.user.id, req.query.slug, slugVerdict(req.query.slug)));

  registerRoute(app, organizerRoutes.settings, async (req) => {
    const { event, now } = await organizer.settings(req.params.eventSlug, req.user.id);
    return presentSettings(event, now);
  });

  registerRoute(app, organizerRoutes.updateSettings, async (req) => {
    const { event, now } = await organizer.update(req.params.eventSlug, req.user.id, req.body);
    return presentSettings(event, now);
  });

  registerRoute(app, organizerRoutes.deleteEvent, async (req, reply) => {
    await organizer.delete(req.params.eventSlug, req.user.id, req.body);
    return reply.status(204).send();
  });

  registerRoute(app, organizerRoutes.deleteFile, async (req) => {
    const { event, now } = await organizer.deleteFile(req.params.eventSlug, req.user.id, req.params.field);
    return presentSettings(event, now);
  });

  registerRoute(app, organizerRoutes.changes, async (req) => {
    const { count, rows } = await organizer.changes(req.params.eventSlug, req.user.id, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results: rows.map(presentChange) };
  });

  uploadScope(app, (scope) => {
    registerRoute(scope, organizerRoutes.putFile, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'file');
      const { event, now } = await organizer.putFile(req.params.eventSlug, req.user.id, req.params.field, upload.data);
      return presentSettings(event, now);
    });
  });
}
