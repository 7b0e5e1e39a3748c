import { useEffect } from 'react';
import type { Videocall } from '@foyer/contracts';

/** The ids of people whose media arrives but whom the cached call does not list, as a stable key ('' for none). */
export function unlistedIds(call: Pick<Videocall, 'users'> | undefined, remote: ReadonlyMap<number, unknown> | undefined): string {
  if (!call || !remote) return '';
  const listed = new Set(call.users.map((u) => u.id));
  return [...remote.keys()]
    .filter((id) => !listed.has(id))
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * Reads the call again when media comes from someone it does not list. Two changes of a call (two people
 * joining at once) reach a page as two `updated_videocall` broadcasts, each through its own NOTIFY, so the
 * older can arrive last and overwrite the newer: the room would then draw no tile for the newcomer. Once per
 * new set of unlisted people, so a reply that still lacks them does not loop.
 */
export function useRereadWhenUnlisted(call: Pick<Videocall, 'users'> | undefined, remote: ReadonlyMap<number, unknown> | undefined, reread: () => unknown): void {
  const unlisted = unlistedIds(call, remote);
  useEffect(() => {
    if (unlisted !== '') void reread();
  }, [unlisted, reread]);
}
