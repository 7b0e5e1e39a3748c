import { describe, expect, it } from 'vitest';
import { addOptimistic, flattenMessages, mergeStoredMessage, type MessagePages } from './message-pages';

type M = { id: number; text: string; pending?: boolean };
const pages = (...groups: M[][]): MessagePages<M> => ({
  pages: groups.map((results) => ({ count: results.length, next: null, previous: null, results })),
  pageParams: groups.map((_, i) => i),
});
const isCopyOf = (text: string) => (m: M) => m.id < 0 && m.pending === true && m.text === text;

describe('message pages shared by the public and private chat caches', () => {
  it('read oldest first, each message once, and add an optimistic copy to the newest page as pending', () => {
    const data = addOptimistic(pages([{ id: 3, text: 'c' }], [{ id: 1, text: 'a' }, { id: 3, text: 'c' }]), { id: -9999, text: 'd' });
    expect(flattenMessages(data).map((m) => [m.id, m.pending ?? false])).toEqual([[1, false], [3, false], [-9999, true]]);
  });

  it('a stored message takes the place of its copy, or is appended and counted once', () => {
    const data = pages([{ id: 1, text: 'a' }, { id: -9999, text: 'hi', pending: true }]);
    const replaced = mergeStoredMessage(data, { id: 2, text: 'hi' }, isCopyOf('hi'));
    expect(flattenMessages(replaced).map((m) => m.id)).toEqual([1, 2]);
    expect(replaced!.pages[0]!.count).toBe(2);
    const appended = mergeStoredMessage(replaced, { id: 3, text: 'new' }, isCopyOf('new'));
    expect(flattenMessages(appended).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(appended!.pages[0]!.count).toBe(3);
  });

  it('a message already shown drops its copy and is never shown twice', () => {
    const data = pages([{ id: 2, text: 'hi' }, { id: -9998, text: 'hi', pending: true }]);
    expect(flattenMessages(mergeStoredMessage(data, { id: 2, text: 'hi' }, isCopyOf('hi'))).map((m) => m.id)).toEqual([2]);
    expect(mergeStoredMessage(undefined, { id: 2, text: 'hi' }, isCopyOf('hi'))).toBeUndefined();
  });
});
