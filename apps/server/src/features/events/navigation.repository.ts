import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
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
  /** An entry of the menu to keep (its id stays); otherwise a new one is made. */
  id?: number;
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
    return this.db.transaction((tx) => insertGroup(tx, eventId, group));
  }

  /**
   * The event's whole menu replaced by these groups, in the caller's transaction: entries naming one of the
   * menu's ids keep it (rewritten in place), the others are made, and what the groups leave out goes.
   */
  async replaceMenu(eventId: number, groups: NewMenuGroup[]): Promise<void> {
    const existing = await this.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.eventId, eventId));
    const keepable = new Set(existing.map((e) => e.id));
    const kept = new Set<number>();
    const write = async (e: NewMenuEntry, parentId: number | null, kind: 'item' | 'submenu'): Promise<number> => {
      const values = entryRow(eventId, e, parentId, kind);
      if (e.id !== undefined && keepable.has(e.id) && !kept.has(e.id)) {
        kept.add(e.id);
        await this.db.update(menuItems).set(values).where(eq(menuItems.id, e.id));
        return e.id;
      }
      const [row] = await this.db.insert(menuItems).values(values).returning({ id: menuItems.id });
      if (!row) throw new Error('inserting a menu entry returned nothing');
      return row.id;
    };
    for (const group of groups) {
      const groupId = await write(group, null, 'item');
      for (const sub of group.subMenus ?? []) {
        const subId = await write({ text: sub.text, order: sub.order }, groupId, 'submenu');
        for (const item of sub.items) await write(item, subId, 'item');
      }
    }
    const gone = [...keepable].filter((id) => !kept.has(id));
    if (gone.length > 0) await this.db.delete(menuItems).where(and(eq(menuItems.eventId, eventId), inArray(menuItems.id, gone)));
  }

  /** The entries of the event that open or link to the space, with their texts. */
  entriesNaming(eventId: number, spaceId: number): Promise<Pick<MenuRow, 'id' | 'text'>[]> {
    return this.db
      .select({ id: menuItems.id, text: menuItems.text })
      .from(menuItems)
      .where(and(eq(menuItems.eventId, eventId), or(eq(menuItems.spaceId, spaceId), eq(menuItems.linkedSpaceId, spaceId))))
      .orderBy(asc(menuItems.id));
  }
}

/** A menu entry's row. */
const entryRow = (eventId: number, e: NewMenuEntry, parentId: number | null, kind: 'item' | 'submenu') => ({
  eventId,
  parentId,
  kind,
  text: e.text,
  order: e.order,
  spaceId: e.spaceId ?? null,
  linkedSpaceId: e.linkedSpaceId ?? null,
  url: e.url ?? null,
});

/** One top-level group with its sub-menus and their items. */
async function insertGroup(db: Executor, eventId: number, group: NewMenuGroup): Promise<number> {
  const entry = (e: NewMenuEntry, parentId: number | null, kind: 'item' | 'submenu') => entryRow(eventId, e, parentId, kind);
  const [top] = await db.insert(menuItems).values(entry(group, null, 'item')).returning({ id: menuItems.id });
  if (!top) throw new Error('inserting a menu group returned nothing');
  for (const sub of group.subMenus ?? []) {
    const [subRow] = await db
      .insert(menuItems)
      .values(entry({ text: sub.text, order: sub.order }, top.id, 'submenu'))
      .returning({ id: menuItems.id });
    if (!subRow) throw new Error('inserting a sub-menu returned nothing');
    if (sub.items.length > 0) await db.insert(menuItems).values(sub.items.map((i) => entry(i, subRow.id, 'item')));
  }
  return top.id;
}
