import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicMessage } from '@foyer/contracts';
import { addOptimistic, flattenMessages, markOldestPendingFailed, mergeReceived, nextOlderOffset, resetOptimisticIds, takeOptimisticId, type ChatData } from './cache';

const alice = { id: 1, first_name: 'Alice', last_name: 'A', mugshot: null, do_not_disturb: false };
const bob = { ...alice, id: 2, first_name: 'Bob' };
const msg = (id: number, text: string, sender = alice): PublicMessage => ({ id, chat_id: 9, text, sender, sent_at: '2026-01-01T10:00:00Z' });
const data = (...pages: PublicMessage[][]): ChatData => ({
  pages: pages.map((results, i) => ({ count: 30, next: i < pages.length - 1 || results.length === 20 ? 'older' : null, previous: null, results })),
  pageParams: pages.map((_, i) => i * 20),
});

beforeEach(() => resetOptimisticIds());

describe('public chat cache', () => {
  it('hands out negative ids from -9999', () => {
    expect(takeOptimisticId()).toBe(-9999);
    expect(takeOptimisticId()).toBe(-10000);
  });
  it('reads older pages first, newest last, each message once', () => {
    const d = data([msg(5, 'e'), msg(6, 'f')], [msg(4, 'd'), msg(5, 'e')]);
    expect(flattenMessages(d).map((m) => m.id)).toEqual([4, 5, 6]);
  });
  it('replaces the optimistic copy with the stored message', () => {
    let d = addOptimistic(data([msg(5, 'e')]), msg(takeOptimisticId(), 'hello'))!;
    expect(flattenMessages(d).map((m) => [m.id, m.pending])).toEqual([[5, undefined], [-9999, true]]);
    d = mergeReceived(d, msg(6, 'hello'))!;
    expect(flattenMessages(d).map((m) => m.id)).toEqual([5, 6]);
    expect(flattenMessages(d)[1]!.pending).toBeUndefined();
  });
  it('appends someone else’s message and does not show a message twice', () => {
    let d = addOptimistic(data([msg(5, 'e')]), msg(takeOptimisticId(), 'hello'))!;
    d = mergeReceived(d, msg(6, 'hello', bob))!;
    d = mergeReceived(d, msg(6, 'hello', bob))!;
    expect(flattenMessages(d).map((m) => m.id)).toEqual([5, -9999, 6]);
  });
  it('marks the oldest pending message as not sent on a refusal', () => {
    let d = addOptimistic(data([]), msg(takeOptimisticId(), 'one'))!;
    d = addOptimistic(d, msg(takeOptimisticId(), 'two'))!;
    d = markOldestPendingFailed(d)!;
    expect(flattenMessages(d).map((m) => [m.text, !!m.failed, !!m.pending])).toEqual([
      ['one', true, false],
      ['two', false, true],
    ]);
  });
  it('asks for older messages from the number of stored ones loaded', () => {
    const first = Array.from({ length: 20 }, (_, i) => msg(100 + i, `m${i}`));
    let d = data(first);
    expect(nextOlderOffset(d)).toBe(20);
    d = mergeReceived(d, msg(200, 'new'))!;
    d = addOptimistic(d, msg(takeOptimisticId(), 'mine'))!;
    expect(nextOlderOffset(d)).toBe(21);
    expect(nextOlderOffset(data([msg(1, 'only')]))).toBeUndefined();
  });
});
