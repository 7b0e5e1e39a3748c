import { defaultPreviewConfig, eventSlugSchema, type PreviewConfig } from '@foyer/contracts';
import { FieldError, notFound } from '../../platform/http/errors';
import type { EventAccess, EventAccessGrant, EventRole, EventRow, SpaceRow } from '../identity';
import { EventsRepository, type NewEventRow } from './events.repository';
import type { Executor } from '../../platform/db/database';
import { NavigationRepository, type Menu, type NewMenuGroup } from './navigation.repository';

export type CreateEventInput = Omit<NewEventRow, 'id' | 'previewConfig' | 'createdAt' | 'homeSpaceId'> & {
  previewConfig?: Partial<PreviewConfig>;
};

/**
 * Events: entry data, the current event for a person allowed in, navigation, and creating events.
 * Every creation of an event goes through `createEvent`, which keeps reserved names out of slugs.
 */
export class EventsService {
  private readonly events: EventsRepository;
  private readonly navigationRepo: NavigationRepository;

  constructor(
    private readonly db: Executor,
    /** Who may enter an event (the identity core's). */
    readonly access: EventAccess,
  ) {
    this.events = new EventsRepository(db);
    this.navigationRepo = new NavigationRepository(db);
  }

  /** The same service on a caller's transaction (seeds, imports). */
  inTransaction(tx: Executor): EventsService {
    return tx === this.db ? this : new EventsService(tx, this.access);
  }

  /** Entry data: for anyone, published or not; unknown → 404. */
  async preview(slug: string): Promise<{ event: EventRow; home: SpaceRow | null }> {
    const event = await this.events.findBySlug(slug);
    if (!event) throw notFound();
    return { event, home: await this.events.findSpace(event.homeSpaceId) };
  }

  /** The current event for a person allowed in it (401/403/404 otherwise). */
  async current(slug: string, userId: number): Promise<{ grant: EventAccessGrant; home: SpaceRow | null; isPublic: boolean }> {
    const grant = await this.access.require(slug, userId);
    const [home, isPublic] = await Promise.all([
      this.events.findSpace(grant.event.homeSpaceId),
      this.events.isPublicIn(grant.event.id, userId),
    ]);
    return { grant, home, isPublic };
  }

  async navigation(slug: string, userId: number): Promise<Menu> {
    const { event } = await this.access.require(slug, userId);
    return this.navigationRepo.menuOf(event);
  }

  async createEvent(input: CreateEventInput): Promise<EventRow> {
    const slug = eventSlugSchema.safeParse(input.slug);
    if (!slug.success) throw new FieldError({ slug: slug.error.issues.map((i) => i.message) });
    if (await this.events.findBySlug(slug.data)) throw new FieldError({ slug: ['An event with this name exists already.'] });
    const { previewConfig, ...rest } = input;
    const config: PreviewConfig = {
      ...defaultPreviewConfig,
      ...previewConfig,
      enable_meeting_scheduling: input.enableMeetingScheduling ?? previewConfig?.enable_meeting_scheduling ?? false,
    };
    return this.events.insert({ ...rest, slug: slug.data, previewConfig: config });
  }

  async setHomeSpace(eventId: number, spaceId: number | null): Promise<void> {
    await this.events.setHomeSpace(eventId, spaceId);
  }

  /*
   * Changes to who may enter. Each one reaches every server process through the database's change
   * notifications (their caches, their live sockets: events.revocation.ts); this process forgets its
   * cached copy at once, so the next request here sees the change whatever the notification's timing.
   */

  /** Puts a person on the event's list (an invite list) with a role, or changes their role. */
  async setMember(eventId: number, userId: number, role: EventRole): Promise<void> {
    await this.events.upsertMember(eventId, userId, role);
    this.access.forgetMember(eventId, userId);
  }

  /** Takes a person off the event's list: off the invite list, their role gone. */
  async removeMember(eventId: number, userId: number): Promise<boolean> {
    const removed = await this.events.deleteMember(eventId, userId);
    this.access.forgetMember(eventId, userId);
    return removed;
  }

  /** Opens an event to attendees, or closes it (organisers, owners and staff keep getting in). */
  async setPublished(eventId: number, published: boolean): Promise<void> {
    const slug = await this.events.setPublished(eventId, published);
    if (slug === null) throw notFound();
    this.access.forgetEvent(slug);
  }

  async addMenuGroup(eventId: number, group: NewMenuGroup): Promise<number> {
    return this.navigationRepo.addGroup(eventId, group);
  }
}
