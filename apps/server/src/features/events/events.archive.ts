import { eq } from 'drizzle-orm';
import type { ArchiveEvent, ArchiveMenuItem } from '@foyer/contracts';
import { byId, camelKeys, snakeKeys, type ArchivePart, type EventArchivePart } from '../../platform/event-archive/parts';
import { eventMembers, events } from '../identity/events.schema';
import { menuItems } from './navigation.schema';

const fileFields = ['logo', 'background_image', 'banner_image', 'intro_video', 'intro_thumbnail_url'] as const;

/**
 * The event's own section (decision 0089): its settings and flags, by the columns' names, its pictures as
 * the archive's files and its home space by key. An import makes the row first (with its owners) and
 * writes the section last, once the spaces it names exist.
 */
export const eventArchivePart: EventArchivePart = {
  section: 'event',
  async export({ db, eventId, keys, files }) {
    const [row] = await db.select().from(events).where(eq(events.id, eventId));
    if (!row) throw new Error(`archive export: event ${eventId} vanished`);
    const { id: _id, createdAt: _created, homeSpaceId, ...settings } = row;
    const out = snakeKeys(settings) as Omit<ArchiveEvent, 'home_space'>;
    for (const field of fileFields) out[field] = await files.address(out[field]);
    return { ...out, home_space: keys.ref('space', homeSpaceId) };
  },
  async create(db, target, data) {
    const [row] = await db.insert(events).values({
      slug: target.slug, name: target.name, startDate: data.start_date, endDate: data.end_date, previewConfig: data.preview_config, published: false,
    }).returning({ id: events.id });
    if (!row) throw new Error(`archive import: inserting event ${target.slug} returned nothing`);
    if (target.ownerIds.length > 0) {
      await db.insert(eventMembers).values([...new Set(target.ownerIds)].map((userId) => ({ eventId: row.id, userId, role: 'owner' as const })));
    }
    return row.id;
  },
  async import({ db, eventId, ids, files }, data) {
    const { slug: _slug, home_space: homeSpace, ...settings } = data;
    const withFiles: Record<string, unknown> = { ...settings };
    for (const field of fileFields) withFiles[field] = files.url(settings[field], `event.${field}`);
    await db.update(events).set({
      ...(camelKeys(withFiles) as Partial<typeof events.$inferInsert>),
      homeSpaceId: ids.opt('space', homeSpace, 'event.home_space'),
    }).where(eq(events.id, eventId));
  },
};

/** The event's menu: groups, sub-menus and their entries, each pointing at a space of the archive or an address. */
export const navigationArchivePart: ArchivePart<'navigation'> = {
  section: 'navigation',
  async export({ db, eventId, keys }) {
    const rows = byId(await db.select().from(menuItems).where(eq(menuItems.eventId, eventId)));
    keys.declare('menu', rows.map((r) => r.id));
    return rows.map((r): ArchiveMenuItem => ({
      key: keys.key('menu', r.id), parent: keys.ref('menu', r.parentId), kind: r.kind, text: r.text, order: r.order,
      space: keys.ref('space', r.spaceId), linked_space: keys.ref('space', r.linkedSpaceId), url: r.url,
    }));
  },
  async import({ db, eventId, ids }, items) {
    // Every entry first, then the sub-menus they sit in (a parent may come after its child).
    for (const [i, item] of items.entries()) {
      const [row] = await db.insert(menuItems).values({
        eventId, kind: item.kind, text: item.text, order: item.order, url: item.url,
        spaceId: ids.opt('space', item.space, `navigation[${i}].space`), linkedSpaceId: ids.opt('space', item.linked_space, `navigation[${i}].linked_space`),
      }).returning({ id: menuItems.id });
      ids.set('menu', item.key, row!.id);
    }
    for (const [i, item] of items.entries()) {
      if (item.parent === null) continue;
      await db.update(menuItems).set({ parentId: ids.get('menu', item.parent, `navigation[${i}].parent`) }).where(eq(menuItems.id, ids.get('menu', item.key, '')));
    }
  },
  async clear(db, eventId) {
    await db.delete(menuItems).where(eq(menuItems.eventId, eventId));
  },
};
