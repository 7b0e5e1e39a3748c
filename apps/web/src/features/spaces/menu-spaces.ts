import type { MenuGroup, MenuItem } from '@foyer/contracts';

/** Every menu entry that opens a space, once per space, in menu order (the lobby's grid). */
export function spacesOfMenus(groups: MenuGroup[]): MenuItem[] {
  const seen = new Set<number>();
  const out: MenuItem[] = [];
  const add = (item: MenuItem) => {
    if (!item.space || seen.has(item.space.id)) return;
    seen.add(item.space.id);
    out.push(item);
  };
  for (const group of groups) {
    add(group);
    for (const sub of group.sub_menus) sub.items.forEach(add);
  }
  return out;
}
