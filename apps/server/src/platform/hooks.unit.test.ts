import { describe, expect, it } from 'vitest';
import { HookList, HookSlot } from './hooks';
import { ReachGuards } from './reach-guards';

describe('hooks between features', () => {
  it('a list read before an addition sees it: the reader keeps the same array, which grows in place', () => {
    const labels = new HookList<string>('chat sender labels');
    const seenByReader = labels.all;
    labels.add('moderator');
    expect(seenByReader).toEqual(['moderator']);
  });

  it('a one-provider hook refuses a second provider, naming the hook', () => {
    const recordings = new HookSlot<() => string>('meeting room recordings');
    expect(recordings.get()).toBeUndefined();
    recordings.provide(() => 'first');
    expect(() => recordings.provide(() => 'second')).toThrow('hook "meeting room recordings" is provided twice');
    expect(recordings.get()?.()).toBe('first');
  });

  it('reach guards ask every guard in order; the first refusal stops the reach', async () => {
    const guards = new ReachGuards('private message guards');
    const asked: string[] = [];
    const check = guards.check;
    guards.add(async () => void asked.push('first'));
    guards.add(async ({ to }) => {
      asked.push('second');
      if (to === 3) throw new Error('blocked');
    });
    await check({ eventId: 1, from: 2, to: 4 });
    await expect(check({ eventId: 1, from: 2, to: 3 })).rejects.toThrow('blocked');
    expect(asked).toEqual(['first', 'second', 'first', 'second']);
  });
});
