import type { FastifyInstance } from 'fastify';
import { boothRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { sharedReplyCache } from '../../platform/http/shared-replies';
import { spaceOrganiserRoles } from '../spaces';
import type { BoothsService } from './booths.service';
import { presentBoothDetail, presentBoothList, presentCategory } from './booths.presenter';

/** What the event's booth list reads (the event's own row through the access check). */
const listTables = ['events', 'spaces', 'booths', 'booth_staff', 'booth_categories'];
/** What a booth's detail reads besides (the staff's names from users, the visitor's own card). */
const detailTables = [...listTables, 'users', 'booth_documents', 'booth_videos', 'jobs', 'program_entries', 'business_cards'];

export function registerBoothRoutes(app: FastifyInstance, service: BoothsService): void {
  // The hot reads answer from a per-process cache of their serialised replies (decision 0017). A list is
  // the same for everyone of the same standing (organisers also see closed booths); a detail carries the
  // visitor's own business card, so it is kept per person.
  const lists = sharedReplyCache(app, { name: 'booth list', tables: listTables, max: 2_000 });
  const details = sharedReplyCache(app, { name: 'booth detail', tables: detailTables, max: 20_000 });
  const organiserFlag = async (eventSlug: string, userId: number) => {
    const grant = await service.spaces.access.require(eventSlug, userId);
    return `${grant.event.id}:${spaceOrganiserRoles.includes(grant.role) ? 'o' : 'a'}`;
  };

  registerRoute(app, boothRoutes.list, async (req, reply) => {
    const key = `${await organiserFlag(req.params.eventSlug, req.user.id)}:${req.raw.url}`;
    return lists.send(reply, key, async () =>
      presentBoothList(await service.list(req.params.eventSlug, req.user.id, req.query), req.raw.url, req.query),
    );
  });

  registerRoute(app, boothRoutes.listOfMap, async (req) =>
    presentBoothList(await service.list(req.params.eventSlug, req.user.id, req.query, req.params.mapSlug), req.raw.url, req.query),
  );

  registerRoute(app, boothRoutes.categories, async (req) => {
    const { count, rows, counts } = await service.categories(req.params.eventSlug, req.user.id, req.params.mapSlug, req.query.limit, req.query.offset);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results: rows.map((c) => presentCategory(c, counts)) };
  });

  registerRoute(app, boothRoutes.detail, async (req, reply) => {
    const key = `${await organiserFlag(req.params.eventSlug, req.user.id)}:${req.user.id}:${req.params.boothSlug}`;
    return details.send(reply, key, async () => presentBoothDetail(await service.detail(req.params.eventSlug, req.user.id, req.params.boothSlug)));
  });

  registerRoute(app, boothRoutes.downloadDocument, async (req) =>
    service.downloadDocument(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.documentId),
  );

  registerRoute(app, boothRoutes.documentStats, async (req) => {
    const results = await service.documentStats(req.params.eventSlug, req.user.id, req.params.boothSlug);
    return { count: results.length, next: null, previous: null, results };
  });
}
