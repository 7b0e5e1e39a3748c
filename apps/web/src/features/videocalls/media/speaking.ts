/** An audio level (0..1, getStats' `audioLevel`) above which someone counts as speaking. */
export const speakingLevel = 0.04;
/** Reads of silence before the indicator goes off again, so it does not flicker between words. */
export const speakingHoldReads = 3;

/**
 * The speaking indicator from audio levels read every `speakingPollMs`: on at once when a level passes
 * `speakingLevel`, off after `speakingHoldReads` quiet reads. `quiet` counts the quiet reads per person.
 */
export function nextSpeaking(levels: ReadonlyMap<number, number>, quiet: ReadonlyMap<number, number>): { speaking: Set<number>; quiet: Map<number, number> } {
  const speaking = new Set<number>();
  const nextQuiet = new Map<number, number>();
  for (const [userId, level] of levels) {
    const reads = level >= speakingLevel ? 0 : (quiet.get(userId) ?? speakingHoldReads) + 1;
    nextQuiet.set(userId, reads);
    if (reads < speakingHoldReads) speaking.add(userId);
  }
  return { speaking, quiet: nextQuiet };
}

export function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const v of a) if (!b.has(v)) return false;
  return true;
}
