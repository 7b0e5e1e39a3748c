import { describe, expect, it } from 'vitest';
import { spaceTypes } from './constants';
import { mapAreaBody, shapeInsideImage, shapeProblem } from './organizer-maps';
import { navigationBody } from './organizer-navigation';
import { fieldErrorsOf } from './space-fields';
import { createSpaceBody, spacePatchSchema, spaceTypeDefaults, spaceTypeFields } from './organizer-spaces';

describe('space type fields', () => {
  it('has a schema and defaults for each of the ten types, and the defaults pass their schema', () => {
    for (const type of spaceTypes) expect(spaceTypeFields[type].safeParse(spaceTypeDefaults[type]).success, type).toBe(true);
  });

  it('creates with the type, a name and a slug; refuses another type\'s fields and a reserved slug', () => {
    expect(createSpaceBody.parse({ type: 'networking', name: 'Lounge', slug: 'lounge' })).toEqual({
      type: 'networking', name: 'Lounge', slug: 'lounge', published: false, location_type: 'virtual',
    });
    expect(createSpaceBody.safeParse({ type: 'jobs', name: 'Jobs', slug: 'jobs', max_calls: 3 }).success).toBe(false);
    const reserved = createSpaceBody.safeParse({ type: 'jobs', name: 'Jobs', slug: 'item' });
    expect(reserved.error?.issues[0]?.path).toEqual(['slug']);
    expect(createSpaceBody.safeParse({ type: 'map', name: 'Hall', slug: 'Hall!' }).error?.issues[0]?.path).toEqual(['slug']);
  });

  it('patches any field of the type, and names an unknown one', () => {
    expect(spacePatchSchema('networking').parse({ max_calls: 5 })).toEqual({ max_calls: 5 });
    const wrong = spacePatchSchema('cinema').safeParse({ max_calls: 5, name: '' });
    expect(wrong.error && fieldErrorsOf(wrong.error)).toEqual({ name: ['Give the space a name.'], max_calls: ['Spaces of this kind have no such field.'] });
  });
});

describe('map areas', () => {
  it('checks coords per shape', () => {
    expect(shapeProblem('rect', [10, 10, 50, 40])).toBeNull();
    expect(shapeProblem('rect', [50, 10, 10, 40])).not.toBeNull();
    expect(shapeProblem('circle', [10, 10, 0])).not.toBeNull();
    expect(shapeProblem('poly', [0, 0, 10, 0, 10])).not.toBeNull();
    expect(shapeProblem('poly', [0, 0, 10, 0, 10, 10])).toBeNull();
  });

  it('keeps a shape inside the image, a circle with its radius', () => {
    expect(shapeInsideImage('rect', [0, 0, 100, 50], 100, 50)).toBe(true);
    expect(shapeInsideImage('rect', [0, 0, 101, 50], 100, 50)).toBe(false);
    expect(shapeInsideImage('circle', [50, 25, 25], 100, 50)).toBe(true);
    expect(shapeInsideImage('circle', [50, 25, 26], 100, 50)).toBe(false);
  });

  it('opens a space or runs a widget, each widget with its own address', () => {
    const rect = { shape: 'rect', coords: [1, 1, 5, 5] };
    expect(mapAreaBody.safeParse({ ...rect, space: 3 }).success).toBe(true);
    expect(mapAreaBody.safeParse({ ...rect }).error?.issues[0]?.path).toEqual(['space']);
    expect(mapAreaBody.safeParse({ ...rect, space: 3, widget: 'reception' }).error?.issues[0]?.path).toEqual(['space']);
    expect(mapAreaBody.safeParse({ ...rect, widget: 'external_link' }).error?.issues[0]?.path).toEqual(['widget_link']);
    expect(mapAreaBody.safeParse({ ...rect, widget: 'external_link', widget_link: 'https://example.org/' }).success).toBe(true);
    expect(mapAreaBody.safeParse({ ...rect, widget: 'reception', embedded_url: 'https://example.org/' }).error?.issues[0]?.path).toEqual(['embedded_url']);
  });
});

describe('navigation body', () => {
  const groups = [{ id: 4, text: 'Home', order: 1, space: { id: 2, type: 'map', slug: 'hall', name: 'Hall', published: true }, linked_space: null, url: null, sub_menus: [] }];

  it('takes the groups as GET answers them, alone or in the whole reply', () => {
    expect(navigationBody.parse(groups)).toHaveLength(1);
    expect(navigationBody.parse({ count: 1, next: null, previous: null, results: groups })[0]).toMatchObject({ text: 'Home', space: { id: 2 } });
  });

  it('refuses an entry that opens nothing, or both a space and an address, by its path', () => {
    const nothing = navigationBody.safeParse([{ text: 'Empty' }]);
    expect(nothing.error?.issues[0]?.path).toEqual([0, 'space']);
    const both = navigationBody.safeParse([{ text: 'X', sub_menus: [{ text: 'S', items: [{ text: 'I', space: { id: 1 }, url: 'https://example.org/' }] }] }]);
    expect(both.error?.issues[0]?.path).toEqual([0, 'sub_menus', 0, 'items', 0, 'url']);
  });
});
