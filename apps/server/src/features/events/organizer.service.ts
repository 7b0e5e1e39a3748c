import {
  defaultPreviewConfig, organizerErrorCodes, organizerMessages, type CreateEventBody, type EventFileField, type EventSettings,
  type EventSettingsPatch,
} from '@foyer/contracts';
import type { Platform } from '../../platform/context';
import type { Db, Executor } from '../../platform/db/database';
import { isPgError, pgErrorCodes } from '../../platform/db/errors';
import { ApiError, FieldError, notFound, unprocessable } from '../../platform/http/errors';
import { cleanHtml } from '../../platform/rich-text';
import { filesPrefix } from '../../platform/storage';
import { AccountsRepository, type EventAccess, type EventRow, type Identity, type OrganizerGrant } from '../identity';
import { judgeEventFile } from './organizer.files';
import { presentSettings } from './organizer.presenter';
import { OrganizerEventsRepository, type EventColumns } from './organizer.repository';

const area = 'event';

/** Settings stored in a column of their own, by the names the event replies use. */
const settingColumns = {
  name: 'name',
  primary_color: 'primaryColor',
  intro_text: 'introText',
  autostart_intro_video: 'autostartIntroVideo',
  help_content: 'helpContent',
  terms: 'terms',
  privacy_statement: 'privacyStatement',
  login_form_addendum: 'loginFormAddendum',
  start_with_login_tab: 'startWithLoginTab',
  twitter_search: 'twitterSearch',
  home_space: 'homeSpaceId',
  goodiebag_name: 'goodiebagName',
  enable_group_sessions: 'enableGroupSessions',
  enable_meeting_scheduling: 'enableMeetingScheduling',
  enable_performers: 'enablePerformers',
  enable_calendar: 'enableCalendar',
  enable_attendees: 'enableAttendees',
  enable_mobile_warning: 'enableMobileWarning',
  first_day_of_program: 'firstDayOfProgram',
  start_date: 'startDate',
  end_date: 'endDate',
  timezone: 'timezone',
  is_virtual: 'isVirtual',
  is_in_person: 'isInPerson',
  language: 'language',
  contact_email: 'contactEmail',
  is_lite: 'isLite',
  published: 'published',
  invite_only: 'inviteOnly',
} as const satisfies Partial<Record<keyof EventSettingsPatch, keyof EventRow>>;

/** Rich texts: HTML, cleaned when written (platform/rich-text.ts). */
const richTexts = new Set<keyof EventSettingsPatch>(['intro_text', 'help_content', 'terms', 'privacy_statement', 'login_form_addendum']);

const fileColumns = {
  logo: 'logo',
  background_image: 'backgroundImage',
  banner_image: 'bannerImage',
  intro_thumbnail_url: 'introThumbnailUrl',
  intro_video: 'introVideo',
} as const satisfies Record<EventFileField, keyof EventRow>;

/** The settings whose values differ between two presentations (the status follows from them). */
function changedFields(before: EventSettings, after: EventSettings): (keyof EventSettings)[] {
  return (Object.keys(after) as (keyof EventSettings)[]).filter((k) => k !== 'status' && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

const pick = (settings: EventSettings, fields: (keyof EventSettings)[]) => Object.fromEntries(fields.map((f) => [f, settings[f]]));

/** The files of an event live under its own folder; only those are deleted when replaced (not the demo's shared art). */
const eventFolder = (eventId: number) => `events/${eventId}`;
const ownFileKey = (eventId: number, url: string | null) =>
  url?.startsWith(`${filesPrefix}/${eventFolder(eventId)}/`) ? url.slice(filesPrefix.length + 1) : null;

/**
 * The events part of the organiser console (decision 0081): the events list, creating events, an event's
 * settings and files, deleting it. Every write checks the guard of the identity core, runs in one transaction
 * with its change-log entry, and then tells the event's open pages (`updated_event`).
 */
export class OrganizerEvents {
  private readonly access: EventAccess;

  constructor(
    private readonly platform: Platform,
    private readonly identity: Identity,
  ) {
    this.access = identity.access;
  }

  private get db(): Db {
    return this.platform.db;
  }

  private now(): Date {
    return this.platform.clock.now();
  }

  async list(userId: number, query: { search?: string; limit: number; offset: number }) {
    const administrator = await this.access.isAdministrator(userId);
    const page = await new OrganizerEventsRepository(this.db).listFor(userId, administrator, query);
    return { ...page, administrator, now: this.now() };
  }

  /** Whether a slug is free for a new event: taken, reserved, or not a valid slug (administrators ask). */
  async checkSlug(userId: number, slug: string, verdict: { reason: 'reserved' | 'invalid'; detail: string } | null) {
    await this.access.requireAdministrator(userId);
    if (verdict) return { slug, available: false, ...verdict };
    const taken = await new OrganizerEventsRepository(this.db).slugTaken(slug);
    return { slug, available: !taken, reason: taken ? ('taken' as const) : null, detail: taken ? organizerMessages.slugTaken : null };
  }

  /**
   * Creates an unpublished event with the default preview configuration and its first owner (the named
   * address, its account made if missing, or the creator). A taken slug is settled by the unique index:
   * 409 `slug_taken`, and nothing of the attempt is kept.
   */
  async create(userId: number, body: CreateEventBody): Promise<{ event: EventRow; now: Date }> {
    await this.access.requireAdministrator(userId);
    try {
      const event = await this.db.transaction(async (tx) => {
        const repo = new OrganizerEventsRepository(tx);
        const event = await repo.insert({
          slug: body.slug, name: body.name, startDate: body.start_date, endDate: body.end_date, timezone: body.timezone,
          language: body.language, isVirtual: body.is_virtual, isInPerson: body.is_in_person,
          published: false, previewConfig: defaultPreviewConfig,
        });
        const ownerId = body.owner_email ? (await new AccountsRepository(tx).create(body.owner_email)).user.id : userId;
        await repo.addOwner(event.id, ownerId);
        await this.identity.changeLog.record(tx, {
          eventId: event.id, actorId: userId, area, action: 'created', target: event.slug,
          after: { ...pick(presentSettings(event, this.now()), ['name', 'start_date', 'end_date', 'timezone', 'language', 'is_virtual', 'is_in_person']), owner: body.owner_email ?? null },
        });
        return event;
      });
      return { event, now: this.now() };
    } catch (err) {
      if (isPgError(err, pgErrorCodes.uniqueViolation)) throw new ApiError(409, organizerMessages.slugTaken, organizerErrorCodes.slugTaken);
      throw err;
    }
  }

  async settings(slug: string, userId: number): Promise<{ event: EventRow; now: Date }> {
    const { event } = await this.access.requireOrganizer(slug, userId, 'owner');
    return { event, now: this.now() };
  }

  /**
   * Changes settings: validated against the stored event too (dates in order, online or in person, a home
   * space of this event), rich text cleaned, then written with the change-log entry in one transaction.
   * Publishing, unpublishing and invite-only changes reach live sockets through the event's change notice
   * (events.revocation.ts): people who lose access leave at once.
   */
  async update(slug: string, userId: number, patch: EventSettingsPatch): Promise<{ event: EventRow; now: Date }> {
    const grant = await this.access.requireOrganizer(slug, userId, 'owner');
    const columns = this.columnsOf(patch);
    const { event, fields } = await this.db.transaction(async (tx) => {
      const repo = new OrganizerEventsRepository(tx);
      const current = await repo.lock(grant.event.id);
      if (!current) throw notFound();
      this.checkAgainst(current, patch, columns);
      if (patch.home_space != null && !(await repo.isSpaceOf(current.id, patch.home_space))) {
        throw unprocessable(organizerMessages.homeSpaceNotInEvent, organizerErrorCodes.homeSpaceNotInEvent);
      }
      if (patch.preview_config || patch.show_booth_sidebar !== undefined) {
        columns.previewConfig = {
          ...current.previewConfig,
          ...patch.preview_config,
          ...(patch.show_booth_sidebar === undefined ? {} : { show_booth_sidebar: patch.show_booth_sidebar }),
        };
      }
      if (patch.preview_config?.enable_meeting_scheduling !== undefined && patch.enable_meeting_scheduling === undefined) {
        columns.enableMeetingScheduling = patch.preview_config.enable_meeting_scheduling;
      }
      return this.write(tx, userId, current, columns, 'updated');
    });
    this.announce(event, fields);
    return { event, now: this.now() };
  }

  /** Replaces an entry-page file: judged by its bytes, stored under the event's folder, the old one deleted. */
  async putFile(slug: string, userId: number, field: EventFileField, data: Buffer): Promise<{ event: EventRow; now: Date }> {
    const grant = await this.access.requireOrganizer(slug, userId, 'owner');
    const judged = await judgeEventFile(field, data);
    const stored = await this.platform.storage.put({ ...judged, folder: eventFolder(grant.event.id), name: field.replace('_url', '') });
    return this.setFile(grant, userId, field, stored.url);
  }

  async deleteFile(slug: string, userId: number, field: EventFileField): Promise<{ event: EventRow; now: Date }> {
    const grant = await this.access.requireOrganizer(slug, userId, 'owner');
    return this.setFile(grant, userId, field, null);
  }

  private async setFile(grant: OrganizerGrant, userId: number, field: EventFileField, url: string | null): Promise<{ event: EventRow; now: Date }> {
    const { event, fields, before } = await this.db.transaction(async (tx) => {
      const current = await new OrganizerEventsRepository(tx).lock(grant.event.id);
      if (!current) throw notFound();
      const written = await this.write(tx, userId, current, { [fileColumns[field]]: url }, url ? 'file_uploaded' : 'file_removed');
      return { ...written, before: current[fileColumns[field]] };
    });
    const old = ownFileKey(event.id, before);
    if (old && before !== url) {
      await this.platform.storage.delete(old).catch((err: unknown) => this.platform.logger.warn({ err, event: event.slug }, 'an old event file could not be deleted'));
    }
    this.announce(event, fields);
    return { event, now: this.now() };
  }

  /**
   * Deletes the event with everything in it. The typed slug must be the event's (400), and with people
   * besides its owners on the list `confirm_people` must say so (409 `confirm_people`): nothing is deleted
   * until both hold. The event's change log goes with it; the server log keeps who deleted what.
   */
  async delete(slug: string, userId: number, body: { confirm_slug: string; confirm_people?: boolean }): Promise<void> {
    const grant = await this.access.requireOrganizer(slug, userId, 'owner');
    if (body.confirm_slug.trim() !== grant.event.slug) throw new FieldError({ confirm_slug: [organizerMessages.confirmSlug] });
    const deleted = await this.db.transaction(async (tx) => {
      const repo = new OrganizerEventsRepository(tx);
      const current = await repo.lock(grant.event.id);
      if (!current) throw notFound();
      const people = await repo.peopleBesidesOwners(current.id);
      if (people > 0 && body.confirm_people !== true) {
        throw new ApiError(409, organizerMessages.confirmPeople.replace('{{count}}', String(people)), organizerErrorCodes.confirmPeople);
      }
      await repo.delete(current.id);
      return current;
    });
    this.access.forgetEvent(deleted.slug);
    this.platform.logger.info({ eventId: deleted.id, event: deleted.slug, by: userId }, 'event deleted in the console');
    for (const url of Object.values(fileColumns).map((c) => deleted[c])) {
      const key = ownFileKey(deleted.id, url);
      if (key) await this.platform.storage.delete(key).catch((err: unknown) => this.platform.logger.warn({ err }, 'a deleted event\'s file could not be deleted'));
    }
  }

  /** The event's change log, newest first, optionally of one console section (owners and administrators). */
  async changes(slug: string, userId: number, query: { area?: string; limit: number; offset: number }) {
    const { event } = await this.access.requireOrganizer(slug, userId, 'owner');
    return this.identity.changeLog.list(event.id, query);
  }

  /** The columns a settings change writes (rich text cleaned). */
  private columnsOf(patch: EventSettingsPatch): EventColumns {
    const columns: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(settingColumns) as [keyof typeof settingColumns, string][]) {
      const value = patch[field];
      if (value === undefined) continue;
      columns[column] = richTexts.has(field) && typeof value === 'string' ? cleanHtml(value) : value;
    }
    return columns as EventColumns;
  }

  /** What the contract cannot check alone: the change against the stored event. */
  private checkAgainst(current: EventRow, patch: EventSettingsPatch, columns: EventColumns): void {
    const startDate = columns.startDate ?? current.startDate;
    const endDate = columns.endDate ?? current.endDate;
    if (endDate < startDate) throw new FieldError({ [patch.end_date ? 'end_date' : 'start_date']: [organizerMessages.endBeforeStart] });
    if (!(columns.isVirtual ?? current.isVirtual) && !(columns.isInPerson ?? current.isInPerson)) {
      throw new FieldError({ [patch.is_virtual === undefined ? 'is_in_person' : 'is_virtual']: [organizerMessages.neitherOnlineNorInPerson] });
    }
  }

  /** Writes the columns and, when anything changed, the change-log entry of it (same transaction). */
  private async write(tx: Executor, actorId: number, current: EventRow, columns: EventColumns, action: string) {
    const event = Object.keys(columns).length > 0 ? await new OrganizerEventsRepository(tx).update(current.id, columns) : current;
    const now = this.now();
    const before = presentSettings(current, now);
    const after = presentSettings(event, now);
    const fields = changedFields(before, after);
    if (fields.length > 0) {
      const published = fields.includes('published') ? (event.published ? 'published' : 'unpublished') : null;
      await this.identity.changeLog.record(tx, {
        eventId: event.id, actorId, area, action: published ?? action, target: fields.join(', '),
        before: pick(before, fields), after: pick(after, fields),
      });
    }
    return { event, fields };
  }

  /** After the commit: this process forgets its cached event, and the event's open pages read it again. */
  private announce(event: EventRow, fields: string[]): void {
    this.access.forgetEvent(event.slug);
    if (fields.length > 0) this.platform.realtime.emitChangeToEvent(event.slug, 'updated_event', { event_slug: event.slug, fields });
  }
}
