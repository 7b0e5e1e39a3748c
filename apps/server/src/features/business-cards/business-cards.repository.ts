import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { users } from '../identity/accounts.schema';
import type { Executor } from '../../platform/db/database';
import { businessCards } from './business-cards.schema';

export type BusinessCardRow = typeof businessCards.$inferSelect;
export type NewBusinessCardRow = Omit<typeof businessCards.$inferInsert, 'id'>;

/** A card with what staff may learn of its visitor (the presenter applies the privacy rules). */
export interface CardWithVisitor {
  card: BusinessCardRow;
  visitor: { email: string; firstName: string; lastName: string; mugshot: string | null; incognitoMode: boolean; aliasName: string };
}

export interface CardFilter {
  boothId: number;
  assignedTo?: number;
  notAssigned?: boolean;
}

const visitorColumns = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  mugshot: users.mugshot,
  incognitoMode: users.incognitoMode,
  aliasName: users.aliasName,
};

export class BusinessCardsRepository {
  constructor(private readonly db: Executor) {}

  async findByVisitor(boothId: number, userId: number): Promise<BusinessCardRow | null> {
    const [row] = await this.db
      .select()
      .from(businessCards)
      .where(and(eq(businessCards.boothId, boothId), eq(businessCards.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  /** Inserts the visitor's first card; null when one exists already (also one inserted a moment ago). */
  async insertIfAbsent(values: NewBusinessCardRow): Promise<BusinessCardRow | null> {
    const [row] = await this.db.insert(businessCards).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async update(id: number, fields: Partial<NewBusinessCardRow>): Promise<BusinessCardRow> {
    const [row] = await this.db.update(businessCards).set(fields).where(eq(businessCards.id, id)).returning();
    if (!row) throw new Error(`business card ${id} vanished`);
    return row;
  }

  private where(f: CardFilter): SQL | undefined {
    return and(
      eq(businessCards.boothId, f.boothId),
      f.assignedTo === undefined ? undefined : eq(businessCards.assignedToId, f.assignedTo),
      f.notAssigned ? isNull(businessCards.assignedToId) : undefined,
    );
  }

  async list(f: CardFilter, limit: number, offset: number): Promise<{ count: number; rows: CardWithVisitor[] }> {
    const [total] = await this.db.select({ n: count() }).from(businessCards).where(this.where(f));
    const rows = await this.db
      .select({ card: businessCards, visitor: visitorColumns })
      .from(businessCards)
      .innerJoin(users, eq(users.id, businessCards.userId))
      .where(this.where(f))
      .orderBy(desc(businessCards.updatedAt), desc(businessCards.id))
      .limit(limit)
      .offset(offset);
    return { count: total?.n ?? 0, rows };
  }

  async findWithVisitor(boothId: number, cardId: number): Promise<CardWithVisitor | null> {
    const [row] = await this.db
      .select({ card: businessCards, visitor: visitorColumns })
      .from(businessCards)
      .innerJoin(users, eq(users.id, businessCards.userId))
      .where(and(eq(businessCards.boothId, boothId), eq(businessCards.id, cardId)))
      .limit(1);
    return row ?? null;
  }
}
