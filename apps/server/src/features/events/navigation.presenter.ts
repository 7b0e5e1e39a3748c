import type { MenuGroup, MenuItem } from '@foyer/contracts';
import type { MenuRow, MenuSpace } from './navigation.repository';

const byOrder = (a: MenuRow, b: MenuRow) => a.order - b.order || a.id - b.id;

/**
 * Grouped menu items (spec 1, Navigation): top-level items with their sub-menus and the sub-menus'
 * items. Closed spaces stay in the menu with `published: false`, so the client can show them closed.
 * A booth's `linked_space` is the map it lies on; without one, the event's home map.
 */
export function presentNavigation(rows: MenuRow[], spaces: Map<number, MenuSpace>, homeSpace: MenuSpace | null): MenuGroup[] {
  const children = new Map<number, MenuRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const homeMap = homeSpace?.type === 'map' ? homeSpace : null;

  const item = (row: MenuRow): MenuItem => {
    const space = row.spaceId !== null ? (spaces.get(row.spaceId) ?? null) : null;
    const linked = row.linkedSpaceId !== null ? (spaces.get(row.linkedSpaceId) ?? null) : space?.type === 'booth' ? homeMap : null;
    return {
      id: row.id,
      text: row.text,
      order: row.order,
      space: space ? { id: space.id, type: space.type, slug: space.slug, name: space.name, published: space.published } : null,
      linked_space: linked ? { slug: linked.slug } : null,
      url: row.url,
    };
  };

  return rows
    .filter((row) => row.parentId === null)
    .sort(byOrder)
    .map((group) => ({
      ...item(group),
      sub_menus: (children.get(group.id) ?? [])
        .filter((row) => row.kind === 'submenu')
        .sort(byOrder)
        .map((sub) => ({
          text: sub.text,
          order: sub.order,
          items: (children.get(sub.id) ?? []).filter((row) => row.kind === 'item').sort(byOrder).map(item),
        })),
    }));
}
