import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { spaces } from '../identity/events.schema';
import { menuItems } from './navigation.schema';
import type { Executor } from '../../platform/db/database';
import type { SpaceRow } from '../identity';

export type MenuRow = typeof menuItems.$inferSelect;
/** What a menu entry shows of the space it opens or links to. */
export type MenuSpace = Pick<SpaceRow, 'id' | 'type' | 'slug' | 'name' | 'published'>;

export interface Menu {
  rows: MenuRow[];
  /** The spaces the entries open or link to, by id. */
  spaces: Map<number, MenuSpace>;
  /** The event's home space (booth entries without a linked map link to it when it is a map). */
  home: MenuSpace | null;
}

/** A menu entry to create: a top-level group, a sub-menu, or an item of a sub-menu. */
export interface NewMenuEntry {
  text: string;
  order: number;
  spaceId?: number | null;
  /** For a booth space: the map the booth browser opens on. */
  linkedSpaceId?: number | null;
  url?: string | null;
}

export interface NewMenuGroup extends NewMenuEntry {
  subMenus?: Array<{ text: string; order: number; items: NewMenuEntry[] }>;
}

const opened = alias(spaces, 'opened_space');
const linked = alias(spaces, 'linked_space');

/** The event's menu with the spaces it names and the home space: one prepared statement. */
function menuQuery(db: Executor) {
  return db
    .select({
      item: menuItems,
      space: { id: opened.id, type: opened.type, slug: opened.slug, name: opened.name, published: opened.published },
      linked: { id: linked.id, type: linked.type, slug: linked.slug, name: linked.name, published: linked.published },
      home: sql<MenuSpace | null>`(select json_build_object('id', h.id, 'type', h.type, 'slug', h.slug, 'name', h.name,
        'published', h.published) from spaces h where h.id = ${sql.placeholder('homeSpaceId')})`,
    })
    .from(menuItems)
    .leftJoin(opened, eq(opened.id, menuItems.spaceId))
    .leftJoin(linked, eq(linked.id, menuItems.linkedSpaceId))
    .where(eq(menuItems.eventId, sql.placeholder('eventId')))
    .orderBy(asc(menuItems.order), asc(menuItems.id))
    .prepare('navigation_menu');
}

export class NavigationRepository {
  // Built on first use: the hot read skips query building and is parsed once per connection.
  private menuQuery?: ReturnType<typeof menuQuery>;

  constructor(private readonly db: Executor) {}

  /** The menu in one round trip (an event without entries needs no home space). */
  async menuOf(event: { id: number; homeSpaceId: number | null }): Promise<Menu> {
    this.menuQuery ??= menuQuery(this.db);
    const found = await this.menuQuery.execute({ eventId: event.id, homeSpaceId: event.homeSpaceId });
    const spacesById = new Map<number, MenuSpace>();
    for (const r of found) {
      if (r.space) spacesById.set(r.space.id, r.space);
      if (r.linked) spacesById.set(r.linked.id, r.linked);
    }
    return { rows: found.map((r) => r.item), spaces: spacesById, home: found[0]?.home ?? null };
  }

  /** Creates one top-level group with its sub-menus and their items, in one transaction. */
  async addGroup(eventId: number, group: NewMenuGroup): Promise<number> {
    return this.db.transaction(async (tx) => {
      const entry = (e: NewMenuEntry, parentId: number | null, kind: 'item' | 'submenu') => ({
        eventId,
        parentId,
        kind,
        text: e.text,
        order: e.order,
        spaceId: e.spaceId ?? null,
        linkedSpaceId: e.linkedSpaceId ?? null,
        url: e.url ?? null,
      });
      const [top] = await tx.insert(menuItems).values(entry(group, null, 'item')).returning({ id: menuItems.id });
      if (!top) throw new Error('inserting a menu group returned nothing');
      for (const sub of group.subMenus ?? []) {
        const [subRow] = await tx
          .insert(menuItems)
          .values(entry({ text: sub.text, order: sub.order }, top.id, 'submenu'))
          .returning({ id: menuItems.id });
        if (!subRow) throw new Error('inserting a sub-menu returned nothing');
        if (sub.items.length > 0) await tx.insert(menuItems).values(sub.items.map((i) => entry(i, subRow.id, 'item')));
      }
      return top.id;
    });
  }
}
