import { describe, expect, it } from 'vitest';
import type { SpaceType } from '@foyer/contracts';
import { presentNavigation } from './navigation.presenter';
import type { SpaceRow } from '../identity';
import type { MenuRow } from './navigation.repository';

const space = (id: number, type: SpaceType, slug: string, published = true): SpaceRow => ({
  id, eventId: 1, type, slug, name: slug, published, image: null, locationType: 'virtual', settings: {}, createdAt: new Date(0),
});
const row = (id: number, fields: Partial<MenuRow>): MenuRow => ({
  id, eventId: 1, parentId: null, kind: 'item', text: `item ${id}`, order: 0, spaceId: null, linkedSpaceId: null, url: null, ...fields,
});

describe('presentNavigation', () => {
  const hall = space(1, 'map', 'hall');
  const expo = space(2, 'map', 'expo');
  const booth = space(3, 'booth', 'acme');
  const stage = space(4, 'presentation', 'stage', false);
  const spaces = new Map([hall, expo, booth, stage].map((s) => [s.id, s]));

  it('nests sub-menus and their items under their group, each sorted by order then id', () => {
    const rows = [
      row(10, { text: 'B', order: 2 }),
      row(11, { text: 'A', order: 1, spaceId: 1 }),
      row(12, { parentId: 10, kind: 'submenu', text: 'second', order: 2 }),
      row(13, { parentId: 10, kind: 'submenu', text: 'first', order: 1 }),
      row(14, { parentId: 13, text: 'stage', order: 1, spaceId: 4 }),
      row(15, { parentId: 13, text: 'booth', order: 1, spaceId: 3, linkedSpaceId: 2 }),
    ];
    const groups = presentNavigation(rows, spaces, hall);
    expect(groups.map((g) => g.text)).toEqual(['A', 'B']);
    expect(groups[1]?.sub_menus.map((s) => s.text)).toEqual(['first', 'second']);
    expect(groups[1]?.sub_menus[0]?.items.map((i) => i.text)).toEqual(['stage', 'booth']);
    expect(groups[1]?.sub_menus[0]?.items[0]?.space).toEqual({ id: 4, type: 'presentation', slug: 'stage', name: 'stage', published: false });
    expect(groups[1]?.sub_menus[0]?.items[1]?.linked_space).toEqual({ slug: 'expo' });
  });

  it('links a booth without a map to the home map, and nothing else', () => {
    const rows = [row(1, { spaceId: 3 }), row(2, { spaceId: 4 })];
    const [b, s] = presentNavigation(rows, spaces, hall);
    expect(b?.linked_space).toEqual({ slug: 'hall' });
    expect(s?.linked_space).toBeNull();
    expect(presentNavigation([row(1, { spaceId: 3 })], spaces, stage)[0]?.linked_space).toBeNull();
  });
});
