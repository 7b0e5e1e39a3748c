import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { instanceAdministrators, users } from './accounts.schema';
import { AccountsRepository, normalizeEmail } from './accounts.repository';
import type { EventAccess } from './access';

export interface AdministratorRow {
  userId: number;
  email: string;
  addedAt: Date;
}

/**
 * Instance administrators (decision 0081): made and unmade by the operator (`npm run foyer -- admin …`), and by
 * the demo seed outside production. Whether someone is one is `EventAccess.isAdministrator`, which caches it.
 */
export class Administrators {
  constructor(
    private readonly db: Db,
    /** This process's access, so its cached answer goes at once (other processes hear the change notice). */
    private readonly access: EventAccess | null = null,
  ) {}

  /** Makes the person with this address an administrator, creating the account if it is missing. */
  async add(email: string): Promise<{ userId: number; accountCreated: boolean; added: boolean }> {
    const { user, created } = await new AccountsRepository(this.db).create(email);
    const rows = await this.db.insert(instanceAdministrators).values({ userId: user.id }).onConflictDoNothing().returning({ userId: instanceAdministrators.userId });
    return { userId: user.id, accountCreated: created, added: rows.length > 0 };
  }

  /** Unmakes an administrator; false when the address is no administrator (or no account). */
  async remove(email: string): Promise<boolean> {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
    if (!user) return false;
    const rows = await this.db.delete(instanceAdministrators).where(eq(instanceAdministrators.userId, user.id)).returning({ userId: instanceAdministrators.userId });
    this.access?.forgetAdministrator(user.id);
    return rows.length > 0;
  }

  async list(): Promise<AdministratorRow[]> {
    return this.db
      .select({ userId: users.id, email: users.email, addedAt: instanceAdministrators.addedAt })
      .from(instanceAdministrators)
      .innerJoin(users, eq(users.id, instanceAdministrators.userId))
      .orderBy(asc(users.email));
  }

  async any(): Promise<boolean> {
    const [row] = await this.db.select({ userId: instanceAdministrators.userId }).from(instanceAdministrators).limit(1);
    return row !== undefined;
  }
}
