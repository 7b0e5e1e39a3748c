import { z } from 'zod';
import { isoDateTime } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { BackgroundSweeps, Sweep } from '../../platform/sweeps';
import type { EventRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import type { FeedConfig } from './social-feed.config';
import { SocialFeedRepository, type NewFeedPost } from './social-feed.repository';
import { htmlToText, safeHttpUrl } from './social-feed.text';

/** What we read of a status of Mastodon's `GET /api/v1/timelines/tag/:hashtag`; the rest is ignored. */
const mastodonStatus = z.object({
  id: z.string().min(1).max(100),
  created_at: isoDateTime,
  content: z.string().max(100_000).default(''),
  spoiler_text: z.string().max(2000).optional().default(''),
  url: z.string().nullish(),
  uri: z.string().nullish(),
  account: z.object({
    display_name: z.string().max(500).default(''),
    acct: z.string().max(500),
    username: z.string().max(500).optional(),
    avatar: z.string().nullish(),
  }),
});
type MastodonStatus = z.infer<typeof mastodonStatus>;

export type FetchOutcome = 'fetched' | 'no_hashtag' | 'no_instance' | 'claimed_elsewhere' | 'failed';

/** The hashtag of a `twitter_search` value: `#LumenSummit` or `LumenSummit rocks` → `LumenSummit`. */
export function hashtagOf(search: string): string | null {
  const word = search.trim().replace(/^#+/, '').split(/\s+/)[0] ?? '';
  const tag = word.replace(/[^\p{L}\p{N}_]/gu, '');
  return tag === '' ? null : tag;
}

/** A Mastodon status as a feed post of the event (plain text, safe links). */
export function postFromStatus(eventId: number, instance: string, status: MastodonStatus): NewFeedPost | null {
  const postedAt = new Date(status.created_at);
  if (Number.isNaN(postedAt.getTime())) return null;
  const host = new URL(instance).host;
  const acct = status.account.acct.includes('@') ? status.account.acct : `${status.account.acct}@${host}`;
  const body = htmlToText(status.content);
  const spoiler = htmlToText(status.spoiler_text);
  return {
    eventId,
    externalId: `m-${host}-${status.id}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 200),
    source: 'mastodon',
    authorName: htmlToText(status.account.display_name) || status.account.username || status.account.acct,
    authorHandle: `@${acct}`,
    authorAvatar: safeHttpUrl(status.account.avatar),
    text: (spoiler ? `${spoiler}\n\n${body}` : body).slice(0, 5000),
    url: safeHttpUrl(status.url ?? status.uri),
    postedAt,
    createdBy: null,
  };
}

/**
 * Fetches the events' hashtag timelines on a schedule. Rounds run in the background: starting the
 * server and `/healthz` never wait for them, and every request gives up after `timeoutMs`. With several
 * processes, each event's fetch of a round is claimed in the database by one of them.
 */
export class FeedFetcher {
  private readonly repo: SocialFeedRepository;
  private rounds: Sweep | null = null;

  constructor(
    db: Executor,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly config: FeedConfig,
  ) {
    this.repo = new SocialFeedRepository(db);
  }

  /** Rounds from now on, among the server's background sweeps: the first after `firstRunDelayMs`, then `intervalMs` after each. */
  start(sweeps: BackgroundSweeps): void {
    if (this.config.intervalMs === 0) return;
    this.rounds = sweeps.every('social feed round', { everyMs: this.config.intervalMs, firstAfterMs: this.config.firstRunDelayMs }, (signal) => this.runRound(signal));
  }

  /** No more rounds; resolves once the round under way has stopped (between two events). */
  async stop(): Promise<void> {
    await this.rounds?.stop();
  }

  /** One round: every event with a hashtag and an instance, each claimed by one process; `stopped` ends it early. */
  async runRound(stopped?: AbortSignal): Promise<void> {
    for (const { event, source } of await this.repo.eventsWithHashtag()) {
      if (stopped?.aborted) return;
      await this.fetchEvent(event, source?.instanceUrl ?? null, { claim: true });
    }
  }

  /** Fetches one event's timeline now (`claim: false` skips the per-round claim, for tests and the console). */
  async fetchEvent(event: EventRow, instanceUrl: string | null, opts: { claim: boolean } = { claim: true }): Promise<FetchOutcome> {
    const tag = hashtagOf(event.twitterSearch);
    if (!tag) return 'no_hashtag';
    const instance = (instanceUrl ?? this.config.instanceUrl)?.replace(/\/+$/, '') ?? null;
    if (!instance) return 'no_instance';
    const now = this.clock.now();
    if (opts.claim) {
      // A claim older than most of an interval is stale (its process died or is slow).
      const staleBefore = new Date(now.getTime() - Math.max(this.config.intervalMs * 0.8, this.config.timeoutMs));
      if (!(await this.repo.claim(event.id, now, staleBefore))) return 'claimed_elsewhere';
    }
    try {
      const statuses = await this.download(`${instance}/api/v1/timelines/tag/${encodeURIComponent(tag)}?limit=40`);
      const posts = statuses.flatMap((s) => postFromStatus(event.id, instance, s) ?? []);
      await this.repo.upsert(posts);
      await this.repo.recordFetch(event.id, this.clock.now(), null);
      return 'fetched';
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.logger.warn({ err, event: event.slug, instance }, 'fetching the social feed failed');
      await this.repo.recordFetch(event.id, this.clock.now(), message);
      return 'failed';
    }
  }

  private async download(url: string): Promise<MastodonStatus[]> {
    const res = await fetch(url, { signal: AbortSignal.timeout(this.config.timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const body: unknown = await res.json();
    if (!Array.isArray(body)) throw new Error(`${url} answered no list of statuses`);
    // One odd status does not spoil the others.
    return body.flatMap((item) => {
      const parsed = mastodonStatus.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  }
}
