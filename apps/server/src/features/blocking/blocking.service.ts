import { blockingErrorCodes, blockingTexts, type BasicUser, type BlockedUserList } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { HookSlot } from '../../platform/hooks';
import type { BlockReporter } from './index';
import { FieldError, forbidden, notFound } from '../../platform/http/errors';
import type { Reach } from '../../platform/reach-guards';
import { presentSender, type EventAccess } from '../identity';
import { BlockingRepository } from './blocking.repository';

export class BlockingService {
  readonly repo: BlockingRepository;

  constructor(
    private readonly db: Db,
    private readonly access: EventAccess,
    private readonly clock: Clock,
    /** Who keeps the report of a block that reports too (the moderation feature); none: such a block is refused. */
    private readonly reports: HookSlot<BlockReporter> | null = null,
  ) {
    this.repo = new BlockingRepository(db);
  }

  async list(eventSlug: string, userId: number): Promise<BlockedUserList> {
    const { event } = await this.access.require(eventSlug, userId);
    return (await this.repo.blockedBy(event.id, userId)).map(presentSender);
  }

  /**
   * Blocks a person of the event: 400 for oneself, 404 for anyone not on the event's list; again is no change.
   * With `reportReason` the person is reported to the moderators too, in the same transaction.
   */
  async block(eventSlug: string, userId: number, blockedId: number, reportReason?: string): Promise<BasicUser> {
    const { event } = await this.access.require(eventSlug, userId);
    if (blockedId === userId) throw new FieldError({ user_id: [blockingTexts.yourself] });
    const person = await this.repo.member(event.id, blockedId);
    if (!person) throw notFound(blockingTexts.notAttendee);
    const now = this.clock.now();
    const reporter = reportReason === undefined ? null : this.reports?.get();
    if (reportReason !== undefined && !reporter) throw new Error('blocking: no one keeps the reports of blocks');
    await this.db.transaction(async (tx) => {
      await new BlockingRepository(tx).block(event.id, userId, blockedId, now);
      if (reporter) await reporter(tx, { eventId: event.id, reporterId: userId, targetUserId: blockedId, reason: reportReason!, at: now });
    });
    return presentSender(person);
  }

  async unblock(eventSlug: string, userId: number, blockedId: number): Promise<void> {
    const { event } = await this.access.require(eventSlug, userId);
    if (!(await this.repo.unblock(event.id, userId, blockedId))) throw notFound(blockingTexts.notBlocked);
  }

  /** The guard every place where people reach each other asks: 403 `blocked` when either blocked the other. */
  readonly guard = async ({ eventId, from, to }: Reach): Promise<void> => {
    const block = await this.repo.between(eventId, from, to);
    if (block === 'from') throw forbidden(blockingTexts.youBlocked, blockingErrorCodes.blocked);
    if (block === 'to') throw forbidden(blockingTexts.unreachable, blockingErrorCodes.blocked);
  };
}
