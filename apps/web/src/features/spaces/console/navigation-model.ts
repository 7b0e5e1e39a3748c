import { arrayMove } from '@dnd-kit/sortable';
import type { MenuGroup, MenuItem, NavigationGroupInput } from '@foyer/contracts';

/** What an entry opens: a space, an address, or (a top entry only) just its sub-menus. */
export type EntryTarget = 'space' | 'url' | 'none';

/** An entry as the editor holds it; `key` tells rows apart while they move. */
export interface EditableEntry {
  key: string;
  text: string;
  target: EntryTarget;
  spaceId: number | null;
  /** A booth's entry: the map it opens on. */
  linkedSlug: string | null;
  url: string;
}
export interface EditableSubMenu {
  key: string;
  text: string;
  items: EditableEntry[];
}
export interface EditableGroup extends EditableEntry {
  subMenus: EditableSubMenu[];
}

let counter = 0;
/** A key no other row of this page has. */
export const newKey = (prefix: string): string => `${prefix}-${++counter}`;

const byOrder = <T extends { order: number }>(list: readonly T[]) => [...list].sort((a, b) => a.order - b.order);

function entryOf(item: MenuItem, prefix: string): EditableEntry {
  return {
    key: newKey(prefix),
    text: item.text,
    target: item.space ? 'space' : item.url ? 'url' : 'none',
    spaceId: item.space?.id ?? null,
    linkedSlug: item.linked_space?.slug ?? null,
    url: item.url ?? '',
  };
}

/** The menu as GET answers it, in its order, ready to edit. */
export function editableMenu(groups: readonly MenuGroup[]): EditableGroup[] {
  return byOrder(groups).map((group) => ({
    ...entryOf(group, 'group'),
    subMenus: byOrder(group.sub_menus).map((sub) => ({ key: newKey('sub'), text: sub.text, items: byOrder(sub.items).map((item) => entryOf(item, 'item')) })),
  }));
}

export const blankEntry = (prefix: string, target: EntryTarget = 'space'): EditableEntry => ({ key: newKey(prefix), text: '', target, spaceId: null, linkedSlug: null, url: '' });

function entryBody(entry: EditableEntry) {
  return {
    text: entry.text,
    space: entry.target === 'space' && entry.spaceId !== null ? { id: entry.spaceId } : null,
    linked_space: entry.target === 'space' && entry.linkedSlug ? { slug: entry.linkedSlug } : null,
    url: entry.target === 'url' ? entry.url.trim() || null : null,
  };
}

/** The menu as PUT takes it: the arrays' order is the menu's order. */
export function menuBody(groups: readonly EditableGroup[]): NavigationGroupInput[] {
  return groups.map((group) => ({
    ...entryBody(group),
    sub_menus: group.subMenus.map((sub) => ({ text: sub.text, items: sub.items.map(entryBody) })),
  }));
}

/** A list with one row moved from `from` to `to` (both kept inside the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length || from < 0 || from >= list.length) return [...list];
  return arrayMove([...list], from, to);
}
