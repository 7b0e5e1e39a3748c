import { blockingErrorCodes, blockingTexts, type BasicUser, type BlockedUserList } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { FieldError, forbidden, notFound } from '../../platform/http/errors';
import type { Reach } from '../../platform/reach-guards';
import { presentSender, type EventAccess } from '../identity';
import type { BlockingRepository } from './blocking.repository';

export class BlockingService {
  constructor(
    readonly repo: BlockingRepository,
    private readonly access: EventAccess,
    private readonly clock: Clock,
  ) {}

  async list(eventSlug: string, userId: number): Promise<BlockedUserList> {
    const { event } = await this.access.require(eventSlug, userId);
    return (await this.repo.blockedBy(event.id, userId)).map(presentSender);
  }

  /** Blocks a person of the event: 400 for oneself, 404 for anyone not on the event's list; again is no change. */
  async block(eventSlug: string, userId: number, blockedId: number): Promise<BasicUser> {
    const { event } = await this.access.require(eventSlug, userId);
    if (blockedId === userId) throw new FieldError({ user_id: [blockingTexts.yourself] });
    const person = await this.repo.member(event.id, blockedId);
    if (!person) throw notFound(blockingTexts.notAttendee);
    await this.repo.block(event.id, userId, blockedId, this.clock.now());
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
