import { describe, expect, it } from 'vitest';
import { hlsAddress } from './organizer-cinema';

describe('hlsAddress', () => {
  it.each(['a', 'perty', '', 'https://', 'https:// spaces.m3u8'])('refuses %j without throwing (zod runs every refinement, even after one failed)', (value) => {
    expect(hlsAddress.safeParse(value).success).toBe(false);
  });

  it('takes an https playlist, with a query after it', () => {
    expect(hlsAddress.safeParse('https://streams.example.org/live/a.m3u8?token=1').success).toBe(true);
  });
});
