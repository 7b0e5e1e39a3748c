import { z } from 'zod';

export interface FeedConfig {
  /** Default Mastodon-compatible instance for every event (`FEED_MASTODON_URL`), without trailing slash. */
  instanceUrl: string | null;
  /** Time between two fetch rounds; 0 switches the scheduled fetch off. */
  intervalMs: number;
  /** A fetch that takes longer is given up. */
  timeoutMs: number;
  /** Delay of the first round after start, so starting never waits for a remote server. */
  firstRunDelayMs: number;
}

const schema = z.object({
  FEED_MASTODON_URL: z
    .string()
    .url('FEED_MASTODON_URL must be a URL')
    .refine((v) => /^https?:\/\//i.test(v), 'FEED_MASTODON_URL must be an http(s) URL')
    .optional(),
  FEED_FETCH_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(120),
  FEED_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

/** The social feed's settings from the environment (documented in docs/realtime.md, "Social feed"). */
export function loadFeedConfig(env: NodeJS.ProcessEnv = process.env): FeedConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('FEED_') && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(`Invalid social feed configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const interval = e.FEED_FETCH_INTERVAL_SECONDS === 0 ? 0 : Math.max(15, e.FEED_FETCH_INTERVAL_SECONDS);
  return {
    instanceUrl: e.FEED_MASTODON_URL ? e.FEED_MASTODON_URL.replace(/\/+$/, '') : null,
    intervalMs: interval * 1000,
    timeoutMs: e.FEED_FETCH_TIMEOUT_MS,
    firstRunDelayMs: 5000,
  };
}
