import { eq, inArray } from 'drizzle-orm';
import type { PersonalDataExport } from '@foyer/contracts';
import { rowsNaming, type ExportPart } from '../../platform/account-export';
import type { Platform } from '../../platform/context';
import { invalidToken } from '../../platform/http/errors';
import { authSessions, instanceAdministrators, users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';

/**
 * The account's own part: the profile (no password hash, activation or reactivation secrets), the
 * sign-ins with their address and browser (no refresh token ids) and an administrator's standing.
 */
export const accountExportPart: ExportPart = {
  tables: {
    users: rowsNaming(users, [users.id], { omit: [users.passwordHash, users.activationKey, users.reactivationCodeHash, users.reactivationEmailHash] }),
    auth_sessions: rowsNaming(authSessions, [authSessions.userId], { omit: [authSessions.currentRefreshId, authSessions.previousRefreshId] }),
    instance_administrators: rowsNaming(instanceAdministrators, [instanceAdministrators.userId]),
  },
};

type Row = Record<string, unknown>;

/** Every row of every area (a part answers a list of rows, one row, or null). */
const rowsOf = (areas: Record<string, Record<string, unknown>>): Row[] =>
  Object.values(areas).flatMap((area) =>
    Object.values(area).flatMap((value) => (Array.isArray(value) ? (value as Row[]) : value && typeof value === 'object' ? [value as Row] : [])),
  );

/**
 * A person's data export (GDPR art. 15 and 20): every feature's registered part, read in one read-only
 * snapshot, and each row that belongs to an event told that event's slug beside its id.
 */
export async function exportPersonalData(platform: Platform, userId: number): Promise<PersonalDataExport> {
  const { db, clock, accountExport } = platform;
  return db.transaction(
    async (tx) => {
      const [user] = await tx.select({ email: users.email, isActive: users.isActive }).from(users).where(eq(users.id, userId));
      if (!user?.isActive) throw invalidToken('This account has been removed.');
      const areas = await accountExport.collect({ tx, userId, email: user.email });
      const rows = rowsOf(areas);
      const eventIds = [...new Set(rows.map((r) => r.event_id).filter((id): id is number => typeof id === 'number'))];
      const slugs = new Map(
        eventIds.length ? (await tx.select({ id: events.id, slug: events.slug }).from(events).where(inArray(events.id, eventIds))).map((e) => [e.id, e.slug]) : [],
      );
      for (const row of rows) if (typeof row.event_id === 'number') row.event = slugs.get(row.event_id) ?? null;
      return { format: 'foyer.personal-data.v1', exported_at: clock.now().toISOString(), person: { id: userId, email: user.email }, areas };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The download's file name: the instance's day of the export, no personal detail in it. */
export const exportFileName = (at: string) => `foyer-my-data-${at.slice(0, 10)}.json`;
