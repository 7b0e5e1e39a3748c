import { eq } from 'drizzle-orm';
import { navigationMessages, type MenuGroup, type NavigationBody } from '@foyer/contracts';
import type { ChangeLog } from '../identity';
import type { Db, Executor } from '../../platform/db/database';
import { FieldError } from '../../platform/http/errors';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { EventAccess, EventRow, SpaceRow } from '../identity';
import { spaces } from '../identity/events.schema';
import { presentNavigation } from './navigation.presenter';
import { NavigationRepository, type NewMenuEntry, type NewMenuGroup } from './navigation.repository';

type SpaceFacts = Pick<SpaceRow, 'id' | 'type' | 'slug'>;

/**
 * The organiser console's menu (decision 0083): read as attendees read it, replaced whole by what `PUT`
 * sends, in one transaction with its change-log entry; pages already open hear `updated_navigation` once it
 * committed and this process's cached menus no longer predate it.
 */
export class OrganizerNavigation {
  constructor(
    private readonly db: Db,
    private readonly access: EventAccess,
    private readonly changes: ChangeLog,
    private readonly realtime: RealtimeGateway,
  ) {}

  async read(eventSlug: string, userId: number): Promise<MenuGroup[]> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    return this.menu(this.db, event);
  }

  async replace(eventSlug: string, userId: number, body: NavigationBody): Promise<MenuGroup[]> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    const known = await this.db.select({ id: spaces.id, type: spaces.type, slug: spaces.slug }).from(spaces).where(eq(spaces.eventId, event.id));
    const groups = resolveMenu(body, known);
    const after = await this.db.transaction(async (tx) => {
      const before = await this.menu(tx, event);
      await new NavigationRepository(tx).replaceMenu(event.id, groups);
      const now = await this.menu(tx, event);
      await this.changes.record(tx, { eventId: event.id, actorId: userId, area: 'navigation', action: 'updated', target: 'menu', before, after: now });
      return now;
    });
    this.realtime.emitChangeToEvent(event.slug, 'updated_navigation', { event_slug: event.slug });
    return after;
  }

  private async menu(db: Executor, event: EventRow): Promise<MenuGroup[]> {
    const { rows, spaces: named, home } = await new NavigationRepository(db).menuOf(event);
    return presentNavigation(rows, named, home);
  }
}

/**
 * The groups as rows to write: each entry's space must be the event's, a linked map only on a booth's entry
 * and a map of the event; otherwise `{path: [message]}` for every such entry at once.
 */
export function resolveMenu(body: NavigationBody, known: SpaceFacts[]): NewMenuGroup[] {
  const byId = new Map(known.map((s) => [s.id, s]));
  const mapBySlug = new Map(known.filter((s) => s.type === 'map').map((s) => [s.slug, s]));
  const errors: Record<string, string[]> = {};
  const fail = (path: string, message: string) => (errors[path] ??= []).push(message);

  const entry = (e: NavigationBody[number] | NavigationBody[number]['sub_menus'][number]['items'][number], path: string, order: number): NewMenuEntry => {
    const space = e.space ? byId.get(e.space.id) : undefined;
    if (e.space && !space) fail(`${path}.space`, navigationMessages.unknownSpace);
    let linked: SpaceFacts | undefined;
    if (e.linked_space && !(e.space && !space)) {
      linked = mapBySlug.get(e.linked_space.slug);
      if (space?.type !== 'booth') fail(`${path}.linked_space`, navigationMessages.linkedNotBooth);
      else if (!linked) fail(`${path}.linked_space`, navigationMessages.linkedNotMap);
    }
    return { id: e.id, text: e.text, order, spaceId: space?.id ?? null, linkedSpaceId: linked?.id ?? null, url: e.url ?? null };
  };

  const groupOrders = ordersOf(body);
  const groups = body.map((group, g) => {
    const subOrders = ordersOf(group.sub_menus);
    return {
      ...entry(group, String(g), groupOrders[g]!),
      subMenus: group.sub_menus.map((sub, s) => {
        const itemOrders = ordersOf(sub.items);
        return { text: sub.text, order: subOrders[s]!, items: sub.items.map((item, i) => entry(item, `${g}.sub_menus.${s}.items.${i}`, itemOrders[i]!)) };
      }),
    };
  });
  if (Object.keys(errors).length > 0) throw new FieldError(errors);
  return groups;
}

/**
 * The array's order is the menu's: the `order` numbers sent are kept when every entry has one and they rise
 * along the array (what GET answered, put back), otherwise the entries are numbered 1, 2, 3, … as sent.
 */
export function ordersOf(entries: readonly { order?: number | undefined }[]): number[] {
  const given = entries.map((e) => e.order);
  const rising = given.every((order, i) => order !== undefined && (i === 0 || order > given[i - 1]!));
  return rising ? (given as number[]) : entries.map((_, i) => i + 1);
}
