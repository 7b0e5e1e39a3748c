import { and, asc, eq } from 'drizzle-orm';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { contactMessages } from './contact.schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export class ContactRepository {
  constructor(private readonly db: Executor) {}

  async insert(values: Omit<typeof contactMessages.$inferInsert, 'id'>): Promise<ContactMessageRow> {
    const [row] = await this.db.insert(contactMessages).values(values).returning();
    if (!row) throw new Error('inserting a contact message returned nothing');
    return row;
  }

  async markMailed(id: number, to: string[], at: Date): Promise<void> {
    await this.db.update(contactMessages).set({ mailedTo: to.join(', '), mailedAt: at }).where(eq(contactMessages.id, id));
  }

  async ownerEmails(eventId: number): Promise<string[]> {
    const rows = await this.db
      .select({ email: users.email })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'owner'), eq(users.isActive, true)))
      .orderBy(asc(eventMembers.id));
    return rows.map((r) => r.email);
  }

  async sender(userId: number): Promise<{ email: string; firstName: string; lastName: string } | null> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }
}
