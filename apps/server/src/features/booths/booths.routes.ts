import type { FastifyInstance } from 'fastify';
import { boothRoutes, pageLinks } from '@foyer/contracts';
import type { ChangeNotifications } from '../../platform/db/notifications';
import { registerRoute } from '../../platform/http/register';
import { sharedReplyCache } from '../../platform/http/shared-replies';
import { spaceOrganiserRoles } from '../spaces';
import type { BoothsService } from './booths.service';
import { presentBoothDetail, presentBoothList, presentCategory } from './booths.presenter';

/** What the event's booth list reads (the event's own row through the access check). */
const listTables = ['events', 'spaces', 'booths', 'booth_staff', 'booth_categories'];
/** What a booth's detail reads besides (the staff's names from users, the visitor's own card). */
const detailTables = [...listTables, 'users', 'booth_documents', 'booth_videos', 'jobs', 'program_entries', 'business_cards'];

export function registerBoothRoutes(app: FastifyInstance, service: BoothsService, notifications: ChangeNotifications): void {
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

  // Staff show `is_online` and `videocall_status`: a presence notice naming a staff member (a socket of theirs
  // came or went, they joined or left a call) drops the cached details of their booths only (decision 0031).
  const staffBooths = new StaffBooths();
  notifications.on('presence', (notice) => {
    for (const booth of staffBooths.of(notice)) details.dropWhere((key) => key.startsWith(booth.prefix) && key.endsWith(booth.suffix));
  });

  registerRoute(app, boothRoutes.detail, async (req, reply) => {
    const key = `${await organiserFlag(req.params.eventSlug, req.user.id)}:${req.user.id}:${req.params.boothSlug}`;
    return details.send(reply, key, async () => {
      const data = await service.detail(req.params.eventSlug, req.user.id, req.params.boothSlug);
      staffBooths.remember(data.row.booth.eventId, req.params.boothSlug, data.staff.map((s) => s.id));
      return presentBoothDetail(data);
    });
  });

  registerRoute(app, boothRoutes.downloadDocument, async (req) =>
    service.downloadDocument(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.documentId),
  );

  registerRoute(app, boothRoutes.playVideo, async (req) =>
    service.playVideo(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.videoId),
  );

  registerRoute(app, boothRoutes.documentStats, async (req) => {
    const results = await service.documentStats(req.params.eventSlug, req.user.id, req.params.boothSlug);
    return { count: results.length, next: null, previous: null, results };
  });
}

/** Which booths (event id and slug, as detail keys hold them) each staff member works at, learnt from the details read. */
class StaffBooths {
  private readonly booths = new Map<number, Map<string, { prefix: string; suffix: string }>>();

  remember(eventId: number, slug: string, staffIds: number[]): void {
    for (const id of staffIds) {
      const own = this.booths.get(id) ?? new Map<string, { prefix: string; suffix: string }>();
      own.set(`${eventId}:${slug}`, { prefix: `${eventId}:`, suffix: `:${slug}` });
      this.booths.set(id, own);
    }
  }

  /** The booths of the staff members a presence notice names (`people: [[userId, eventId], …]`). */
  of(notice: Record<string, unknown>): { prefix: string; suffix: string }[] {
    const people = Array.isArray(notice.people) ? (notice.people as unknown[]) : [];
    const found: { prefix: string; suffix: string }[] = [];
    for (const pair of people) {
      if (!Array.isArray(pair) || typeof pair[0] !== 'number') continue;
      for (const booth of this.booths.get(pair[0])?.values() ?? []) if (booth.prefix === `${String(pair[1])}:`) found.push(booth);
    }
    return found;
  }
}
