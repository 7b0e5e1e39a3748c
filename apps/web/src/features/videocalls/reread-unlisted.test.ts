import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BasicUser } from '@foyer/contracts';
import { unlistedIds, useRereadWhenUnlisted } from './reread-unlisted';

const person = (id: number): BasicUser => ({ id, first_name: `P${id}`, last_name: 'Test', mugshot: null, do_not_disturb: false });

describe('reading the call again when media comes from someone it does not list', () => {
  it('names the unlisted senders, in order, and nobody when the list has them all', () => {
    expect(unlistedIds({ users: [person(1)] }, new Map([[3, {}], [2, {}]]))).toBe('2,3');
    expect(unlistedIds({ users: [person(1), person(2)] }, new Map([[2, {}]]))).toBe('');
    expect(unlistedIds(undefined, new Map([[2, {}]]))).toBe('');
  });

  it('reads again once per new set of unlisted people, not again while the answer still lacks them', () => {
    const reread = vi.fn();
    // A stale update listed only me (1) while person 2's media arrives.
    const { rerender } = renderHook(({ users, remote }) => useRereadWhenUnlisted({ users }, remote, reread), {
      initialProps: { users: [person(1)], remote: new Map<number, unknown>() },
    });
    expect(reread).not.toHaveBeenCalled();
    rerender({ users: [person(1)], remote: new Map([[2, {}]]) });
    expect(reread).toHaveBeenCalledTimes(1);
    rerender({ users: [person(1)], remote: new Map([[2, {}]]) });
    expect(reread).toHaveBeenCalledTimes(1);
    // The fresh call lists person 2: nothing more to read; a third person's media reads again.
    rerender({ users: [person(1), person(2)], remote: new Map([[2, {}]]) });
    rerender({ users: [person(1), person(2)], remote: new Map([[2, {}], [3, {}]]) });
    expect(reread).toHaveBeenCalledTimes(2);
  });
});
