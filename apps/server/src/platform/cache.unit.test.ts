import { describe, expect, it } from 'vitest';
import { NotifiedCache } from './cache';

const make = (trusted = () => true) => new NotifiedCache<string, number>({ max: 10, ttlMs: 60_000, trusted });

describe('NotifiedCache', () => {
  it('keeps a value read before no invalidation, and drops it when invalidated', () => {
    const cache = make();
    cache.set('a', 1, cache.stamp());
    expect(cache.get('a')).toBe(1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a value read while an invalidation came in: it may predate the change', () => {
    const cache = make();
    const stamp = cache.stamp();
    cache.delete('other'); // a notice arrives while the value is on its way from the database
    cache.set('a', 1, stamp);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 2, cache.stamp());
    expect(cache.get('a')).toBe(2);
  });

  it('neither keeps nor answers anything while notifications are not heard', () => {
    let listening = true;
    const cache = make(() => listening);
    cache.set('a', 1, cache.stamp());
    listening = false;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 2, cache.stamp());
    listening = true;
    expect(cache.get('b')).toBeUndefined();
  });

  it('removes the entries a predicate picks', () => {
    const cache = make();
    for (const [k, v] of [['a', 1], ['b', 2], ['c', 1]] as const) cache.set(k, v, cache.stamp());
    cache.deleteWhere((v) => v === 1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, undefined]);
  });
});
