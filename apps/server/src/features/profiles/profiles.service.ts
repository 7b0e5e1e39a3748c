import { and, eq, ne } from 'drizzle-orm';
import type { ProfileUpdate } from '@foyer/contracts';
import type { Platform } from '../../platform/context';
import { forbidden } from '../../platform/http/errors';
import { users } from '../identity/accounts.schema';
import type { AccountsRepository, CurrentUserContext, EventAccess, Identity, UserRow } from '../identity';
import { storedFileKey } from '../accounts';
import { eventMembers } from '../identity/events.schema';
import { cleanAbout } from './profiles.html';
import type { UploadedFile } from '../../platform/uploads';
import { checkDocument, documentName, reencodeMugshot } from './profiles.uploads';

/** Column values for the contract's fields (snake_case on the wire, camelCase in the table). */
function columnsOf(update: ProfileUpdate): Partial<UserRow> {
  const c: Partial<UserRow> = {};
  if (update.first_name !== undefined) c.firstName = update.first_name;
  if (update.last_name !== undefined) c.lastName = update.last_name;
  if (update.company !== undefined) c.company = update.company;
  if (update.jobtitle !== undefined) c.jobtitle = update.jobtitle;
  if (update.about !== undefined) c.about = cleanAbout(update.about);
  if (update.linkedin !== undefined) c.linkedin = update.linkedin;
  if (update.facebook !== undefined) c.facebook = update.facebook;
  if (update.twitter !== undefined) c.twitter = update.twitter;
  if (update.instagram !== undefined) c.instagram = update.instagram;
  if (update.hidden_profile_fields !== undefined) c.hiddenProfileFields = [...new Set(update.hidden_profile_fields)];
  if (update.hide_document !== undefined) c.hideDocument = update.hide_document;
  if (update.incognito_mode !== undefined) c.incognitoMode = update.incognito_mode;
  if (update.alias_name !== undefined) c.aliasName = update.alias_name;
  if (update.do_not_disturb !== undefined) c.doNotDisturb = update.do_not_disturb;
  if (update.location_type !== undefined) c.locationType = update.location_type;
  return c;
}

/**
 * Profile editing: fields, picture, document and the privacy toggle, each only for one's own account.
 * Changes of the users row and of event membership announce themselves (`attendee_updated`,
 * `privacy_status_updated`) through the attendees feature's database triggers; nothing to call here.
 */
export class ProfilesService {
  private readonly accounts: AccountsRepository;
  private readonly access: EventAccess;

  constructor(
    private readonly platform: Platform,
    identity: Identity,
  ) {
    this.accounts = identity.accounts;
    this.access = identity.access;
  }

  private own(id: number, callerId: number): void {
    if (id !== callerId) throw forbidden('You can only change your own profile.');
  }

  /** The person as `current_user` shows them, with the event's context when one is named. */
  async current(userId: number, eventSlug?: string): Promise<{ user: UserRow; context: CurrentUserContext }> {
    const grant = eventSlug ? await this.access.require(eventSlug, userId, { termsPending: true }) : null;
    const found = await this.accounts.findWithMemberships(userId, grant?.event.id ?? null, this.platform.clock.now());
    if (!found) throw forbidden('This account has been removed.', 'account_inactive');
    const event = grant ? { id: grant.event.id, role: grant.role } : null;
    return { user: found.user, context: { event, memberships: found.memberships, fields: found.fields } };
  }

  async update(id: number, callerId: number, update: ProfileUpdate, eventSlug?: string) {
    this.own(id, callerId);
    if (eventSlug) await this.access.require(eventSlug, callerId, { termsPending: true });
    const columns = columnsOf(update);
    if (Object.keys(columns).length > 0) await this.platform.db.update(users).set(columns).where(eq(users.id, id));
    return this.current(id, eventSlug);
  }

  async setPicture(id: number, callerId: number, upload: UploadedFile, eventSlug?: string) {
    this.own(id, callerId);
    const picture = await reencodeMugshot(upload.data);
    const stored = await this.platform.storage.put({ data: picture, contentType: 'image/webp', folder: `profiles/${id}`, name: 'mugshot' });
    await this.replaceFile(id, 'mugshot', stored.url, {});
    return this.current(id, eventSlug);
  }

  async setDocument(id: number, callerId: number, upload: UploadedFile, eventSlug?: string) {
    this.own(id, callerId);
    if (eventSlug) await this.access.require(eventSlug, callerId, { termsPending: true });
    await checkDocument(upload.data);
    // Under `attachments/`: served with Content-Disposition attachment (platform/storage.ts).
    const stored = await this.platform.storage.put({ data: upload.data, contentType: 'application/pdf', folder: `profiles/${id}/attachments`, name: 'document' });
    await this.replaceFile(id, 'document', stored.url, { documentName: documentName(upload.filename) });
    return this.current(id, eventSlug);
  }

  /** Points the profile at the new file and deletes the one it replaces (unless the bytes were the same). */
  private async replaceFile(id: number, column: 'mugshot' | 'document', url: string, extra: Partial<UserRow>): Promise<void> {
    const before = await this.accounts.findById(id);
    await this.platform.db.update(users).set({ [column]: url, ...extra }).where(eq(users.id, id));
    const old = storedFileKey(before?.[column] ?? null);
    if (old && before?.[column] !== url) {
      await this.platform.storage.delete(old).catch((err: unknown) => this.platform.logger.warn({ err, userId: id }, 'an old profile file could not be deleted'));
    }
  }

  /**
   * Privacy is per event (the call names one): the toggle sets the person's membership row. Being listed
   * needs the profile flag too, so making oneself public in an event lifts a profile-wide "hidden" and
   * keeps the other events as they were by hiding them there instead (decision 0020).
   */
  async setPrivacy(eventSlug: string, userId: number, isPublic: boolean): Promise<boolean> {
    const grant = await this.access.require(eventSlug, userId);
    await this.platform.db.transaction(async (tx) => {
      const [user] = await tx.select({ isPublic: users.isPublic }).from(users).where(eq(users.id, userId)).for('update');
      if (isPublic && user && !user.isPublic) {
        await tx.update(eventMembers).set({ isPublic: false }).where(and(eq(eventMembers.userId, userId), ne(eventMembers.eventId, grant.event.id)));
        await tx.update(users).set({ isPublic: true }).where(eq(users.id, userId));
      }
      await tx.update(eventMembers).set({ isPublic }).where(and(eq(eventMembers.userId, userId), eq(eventMembers.eventId, grant.event.id)));
    });
    return isPublic;
  }
}
