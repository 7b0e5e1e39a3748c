import type { Clock } from '../../platform/clock';
import { reachAnyone, type ReachGuard } from '../../platform/reach-guards';
import { FieldError, forbidden, notFound } from '../../platform/http/errors';
import type { Executor } from '../../platform/db/database';
import type { BoothsFace } from '../booths';
import { BusinessCardsRepository, type BusinessCardRow, type CardWithVisitor } from './business-cards.repository';
import { mergeCard, newCard } from './business-cards.rules';

export interface GiveCardInput {
  include_email: boolean;
  message: string;
  staff?: number | null;
  is_auto: boolean;
  ignore_incognito_mode: boolean;
}

export interface CardsQuery {
  assigned_to_me?: boolean;
  not_assigned?: boolean;
  limit: number;
  offset: number;
}

const notStaff = (field: string) => new FieldError({ [field]: ['Not a staff member of this booth.'] });

/** Business cards: visitors leave them at booths; the booth's staff and the event's owner follow them up. */
export class BusinessCardsService {
  private readonly repo: BusinessCardsRepository;

  constructor(
    db: Executor,
    private readonly clock: Clock,
    private readonly booths: BoothsFace,
    private readonly mayReach: ReachGuard = reachAnyone,
  ) {
    this.repo = new BusinessCardsRepository(db);
  }

  /** Leaves a card at an open booth, or updates the one the visitor left before. */
  async give(eventSlug: string, userId: number, boothSlug: string, body: GiveCardInput): Promise<BusinessCardRow> {
    const access = await this.booths.requireBooth(eventSlug, userId, boothSlug);
    if (access.isStaff) throw forbidden('Staff of a booth do not leave business cards there.');
    this.booths.requireAllowed(access, 'give_card');
    const boothId = access.booth.spaceId;
    const staffId = body.staff ?? null;
    if (staffId !== null && !(await this.booths.isStaff(boothId, staffId))) throw notStaff('staff');
    // A card addressed to a staff member reaches that person.
    if (staffId !== null) await this.mayReach({ eventId: access.grant.event.id, from: userId, to: staffId });
    const input = { includeEmail: body.include_email, message: body.message, staffId, isAuto: body.is_auto, ignoreIncognitoMode: body.ignore_incognito_mode };
    const now = this.clock.now();
    const inserted = await this.repo.insertIfAbsent(newCard(boothId, userId, input, now));
    if (inserted) return inserted;
    const existing = await this.repo.findByVisitor(boothId, userId);
    if (!existing) throw new Error('business card neither inserted nor found');
    const changes = mergeCard(existing, input, now);
    return changes ? this.repo.update(existing.id, changes) : existing;
  }

  private async manageable(eventSlug: string, userId: number, boothSlug: string) {
    // Staff follow their leads up even while their booth is closed.
    const access = await this.booths.requireBooth(eventSlug, userId, boothSlug, { evenClosed: true });
    this.booths.requireAllowed(access, 'manage_cards');
    return access;
  }

  async list(eventSlug: string, userId: number, boothSlug: string, query: CardsQuery): Promise<{ count: number; rows: CardWithVisitor[] }> {
    const access = await this.manageable(eventSlug, userId, boothSlug);
    if (query.assigned_to_me && query.not_assigned) {
      throw new FieldError({ not_assigned: ['Ask for assigned_to_me or not_assigned, not both.'] });
    }
    return this.repo.list(
      { boothId: access.booth.spaceId, assignedTo: query.assigned_to_me ? userId : undefined, notAssigned: query.not_assigned },
      query.limit,
      query.offset,
    );
  }

  /** Marks a card done or not, and assigns it to a staff member of that booth (or to nobody). */
  async update(
    eventSlug: string,
    userId: number,
    boothSlug: string,
    cardId: number,
    body: { done?: boolean; assigned_to?: number | null },
  ): Promise<CardWithVisitor> {
    const access = await this.manageable(eventSlug, userId, boothSlug);
    const boothId = access.booth.spaceId;
    const found = await this.repo.findWithVisitor(boothId, cardId);
    if (!found) throw notFound();
    if (body.assigned_to != null && !(await this.booths.isStaff(boothId, body.assigned_to))) throw notStaff('assigned_to');
    if (body.done === undefined && body.assigned_to === undefined) return found;
    await this.repo.update(cardId, {
      ...(body.done === undefined ? {} : { done: body.done }),
      ...(body.assigned_to === undefined ? {} : { assignedToId: body.assigned_to }),
      updatedAt: this.clock.now(),
    });
    const updated = await this.repo.findWithVisitor(boothId, cardId);
    if (!updated) throw notFound();
    return updated;
  }
}
