import { eq } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import { invalidToken } from '../../platform/http/errors';
import { storedFileKey } from '../../platform/storage';
import { authSessions, instanceAdministrators, loginCodes, users } from '../identity/accounts.schema';
import { deletedUserName, newReactivationCode, reactivationDeadline, reactivationHashes, tombstoneEmail } from './accounts.reactivation';
import { removalMail } from './accounts.mail';

/** Every profile column back to its default; the name becomes 'deleted user' for what stays public. */
const erasedProfile = {
  firstName: deletedUserName,
  lastName: '',
  mugshot: null,
  about: '',
  linkedin: '',
  facebook: '',
  twitter: '',
  instagram: '',
  jobtitle: '',
  company: '',
  locationType: 'virtual',
  isPublic: true,
  doNotDisturb: false,
  hiddenProfileFields: [],
  hideDocument: false,
  incognitoMode: false,
  aliasName: '',
  document: null,
  documentName: null,
  activationKey: null,
  passwordHash: null,
  lastLogin: null,
} as const;

/**
 * Account removal (GDPR): in one transaction every feature's registered eraser runs, every sign-in is
 * revoked and deleted (no address or browser kept), the login codes go and the users row is emptied
 * into a 'deleted user' that keeps its id (public chat messages stay under that name). After the commit:
 * files go from storage, the person's sockets close on every process, and a reactivation link is mailed
 * to the address the account had (decision 0020).
 */
export class AccountRemoval {
  constructor(
    private readonly platform: Platform,
    private readonly reactivationKey: Buffer,
    private readonly forgetSession: (sessionId: string) => void,
  ) {}

  /** `language`: the one the removal mail is written in (the person's browser's). */
  async remove(userId: number, language: string): Promise<void> {
    const { db, clock, logger, accountErasure, storage, realtime, mailer, config } = this.platform;
    const now = clock.now();
    const code = newReactivationCode();
    const afterCommit: (() => Promise<void>)[] = [];
    const { email, sessionIds } = await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user?.isActive) throw invalidToken('This account has already been removed.');
      for (const key of [storedFileKey(user.mugshot), storedFileKey(user.document)]) {
        if (key) afterCommit.push(() => storage.delete(key));
      }
      await accountErasure.eraseAll({ tx, userId, email: user.email, now, afterCommit: (task) => afterCommit.push(task) });
      const revoked = await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: 'account_removed' })
        .where(eq(authSessions.userId, userId))
        .returning({ id: authSessions.id });
      // Revoked first, so every process hears of each sign-in on commit (trigger); then gone with their
      // addresses and browsers. A refresh token of a missing sign-in is refused like a revoked one.
      await tx.delete(authSessions).where(eq(authSessions.userId, userId));
      await tx.delete(loginCodes).where(eq(loginCodes.email, user.email));
      // An administrator's standing is the person's, not the emptied account's (a reactivation starts without it).
      await tx.delete(instanceAdministrators).where(eq(instanceAdministrators.userId, userId));
      const hashes = reactivationHashes(this.reactivationKey, code, user.email);
      await tx
        .update(users)
        .set({
          ...erasedProfile,
          hiddenProfileFields: [],
          email: tombstoneEmail(userId),
          isActive: false,
          removedAt: now,
          reactivationCodeHash: hashes.codeHash,
          reactivationEmailHash: hashes.emailHash,
        })
        .where(eq(users.id, userId));
      return { email: user.email, sessionIds: revoked.map((r) => r.id) };
    });

    for (const id of sessionIds) {
      this.forgetSession(id);
      realtime.disconnectSession(id);
    }
    for (const task of afterCommit) {
      await task().catch((err: unknown) => logger.error({ err, userId }, 'erasing a removed account\'s file failed'));
    }
    logger.info({ userId, sessions: sessionIds.length }, 'account removed');
    const link = `${config.publicUrl}/reactivate-account?${new URLSearchParams({ code, email }).toString()}`;
    await mailer
      .send(removalMail({ to: email, link, appTitle: config.appTitle, until: reactivationDeadline(now), language }))
      .catch((err: unknown) => logger.error({ err, userId }, 'the reactivation link could not be mailed'));
  }
}
