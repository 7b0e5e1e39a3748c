import crypto from 'node:crypto';
import { pageLinks, type Tweet } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { FieldError, forbidden, notFound } from '../../platform/http/errors';
import type { EventAccess, EventAccessGrant } from '../identity';
import type { Executor } from '../../platform/db/database';
import { canOnFeed, type FeedAction } from './social-feed.policy';
import { presentTweet } from './social-feed.presenter';
import { SocialFeedRepository, type NewFeedPost } from './social-feed.repository';
import { organiserText, safeHttpUrl } from './social-feed.text';

export interface TweetPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Tweet[];
}

export interface NewOrganiserPost {
  text: string;
  author_name?: string;
  author_handle?: string;
  url?: string;
}

/** The event's social feed: reading it, and organisers adding or removing posts. */
export class SocialFeedService {
  readonly repo: SocialFeedRepository;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly access: EventAccess,
  ) {
    this.repo = new SocialFeedRepository(db);
  }

  /** The same service on a caller's transaction (seeds). */
  inTransaction(tx: Executor): SocialFeedService {
    return tx === this.db ? this : new SocialFeedService(tx, this.clock, this.access);
  }

  private async require(eventSlug: string, userId: number, action: FeedAction): Promise<EventAccessGrant> {
    const grant = await this.access.require(eventSlug, userId);
    if (!canOnFeed(grant.role, action)) throw forbidden('Only the event\'s organisers change its feed.');
    return grant;
  }

  async page(eventSlug: string, userId: number, limit: number, offset: number): Promise<TweetPage> {
    const { event } = await this.require(eventSlug, userId, 'read');
    const [count, rows] = await Promise.all([this.repo.count(event.id), this.repo.page(event.id, limit, offset)]);
    return {
      count,
      ...pageLinks(`/api/events/${event.slug}/tweets/`, count, limit, offset),
      results: rows.map(presentTweet),
    };
  }

  async add(eventSlug: string, userId: number, post: NewOrganiserPost): Promise<Tweet> {
    const { event } = await this.require(eventSlug, userId, 'add');
    // Plain text like fetched posts: attendees see words, never tags (docs/realtime.md, Social feed).
    const text = organiserText(post.text);
    if (!text) throw new FieldError({ text: ['A post cannot be empty.'] });
    const row = await this.repo.insert({
      eventId: event.id,
      externalId: `o-${crypto.randomUUID()}`,
      source: 'organiser',
      authorName: organiserText(post.author_name ?? '', { singleLine: true }) || event.name,
      authorHandle: organiserText(post.author_handle ?? '', { singleLine: true }),
      authorAvatar: event.logo,
      text,
      url: post.url ? safeHttpUrl(post.url) : null,
      postedAt: this.clock.now(),
      createdBy: userId,
    });
    return presentTweet(row);
  }

  /** Stores a post as written: its source, author, time and id as given, no checks (the demo's organiser posts). */
  async postAs(post: NewFeedPost): Promise<void> {
    await this.repo.insert(post);
  }

  /** Hides a post (fetched or added); a hidden fetched post is not brought back by later fetches. */
  async remove(eventSlug: string, userId: number, externalId: string): Promise<void> {
    const { event } = await this.require(eventSlug, userId, 'remove');
    if (!(await this.repo.hide(event.id, externalId, this.clock.now()))) throw notFound();
  }
}
