import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FavouriteKinds, type FavouriteKindHandler } from './favourites';

const viewer = { eventId: 1, userId: 2, role: 'attendee' };
const kind = (name: string, known: number[]): FavouriteKindHandler => ({
  kind: name,
  present: async (_viewer, ids) => new Map(ids.filter((id) => known.includes(id)).map((id) => [id, { id, name: `${name} ${id}` }])),
});

describe('favourite kinds registry', () => {
  it('answers the handler each feature registered, and nothing for a kind nobody registered', async () => {
    const kinds = new FavouriteKinds();
    kinds.register(kind('booth', [1, 2]));
    kinds.register(kind('user', [7]));
    expect(kinds.kinds()).toEqual(['booth', 'user']);
    expect(kinds.get('show')).toBeUndefined();
    const booths = await kinds.get('booth')?.present(viewer, [1, 3]);
    expect([...(booths ?? new Map()).keys()]).toEqual([1]);
  });

  it('refuses a kind registered twice: two features cannot both own one kind', () => {
    const kinds = new FavouriteKinds();
    kinds.register(kind('booth', []));
    expect(() => kinds.register(kind('booth', []))).toThrow(/registered twice/);
  });

  it('the goodie bag imports no feature that registers kinds (they reach it only through the registry)', () => {
    const folder = path.resolve(import.meta.dirname, '../features/goodiebag');
    const imports = fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
      .flatMap((f) => [...fs.readFileSync(path.join(folder, f), 'utf8').matchAll(/from '\.\.\/([a-z-]+)/g)].map((m) => m[1]));
    // Only the base every event API needs: the identity core (the access check, the tables it references).
    expect([...new Set(imports)].sort()).toEqual(['identity']);
  });
});
