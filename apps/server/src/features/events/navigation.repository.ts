import { asc, eq, inArray } from 'drizzle-orm';
import { menuItems, spaces } from './events.schema';
import type { Executor, SpaceRow } from './events.repository';

export type MenuRow = typeof menuItems.$inferSelect;

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

export class NavigationRepository {
  constructor(private readonly db: Executor) {}

  async menuOf(eventId: number): Promise<{ rows: MenuRow[]; spaces: Map<number, SpaceRow> }> {
    const rows = await this.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.eventId, eventId))
      .orderBy(asc(menuItems.order), asc(menuItems.id));
    const ids = [...new Set(rows.flatMap((r) => [r.spaceId, r.linkedSpaceId]).filter((id): id is number => id !== null))];
    const found = ids.length > 0 ? await this.db.select().from(spaces).where(inArray(spaces.id, ids)) : [];
    return { rows, spaces: new Map(found.map((s) => [s.id, s])) };
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
