import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@foyer/domain';
import type { Tag, TagFilter, VideocallStatus } from '@foyer/contracts';
import type { Executor } from '../../platform/db/database';
import { eventMembers } from '../identity/events.schema';
import { videocallStatusSql } from '../videocalls';
import { audienceSql, listedMemberSql, reachableMemberSql, tagFilterSql } from './attendees.filter';
import { attendeeTagCategories, attendeeTagLinks, attendeeTags } from './attendees.schema';

export type TagCategoryRow = typeof attendeeTagCategories.$inferSelect;
export type TagRow = typeof attendeeTags.$inferSelect;

/** A person of the event as the directory reads them, before privacy is applied (attendees.presenter.ts). */
export type AttendeeRow = {
  id: number;
  first_name: string;
  last_name: string;
  mugshot: string | null;
  about: string;
  linkedin: string;
  facebook: string;
  twitter: string;
  instagram: string;
  jobtitle: string;
  company: string;
  location_type: 'virtual' | 'in_person' | 'hybrid';
  user_public: boolean;
  member_public: boolean;
  do_not_disturb: boolean;
  hidden_profile_fields: string[];
  hide_document: boolean;
  incognito_mode: boolean;
  alias_name: string;
  document: string | null;
  document_name: string | null;
  online: boolean;
  tags: Tag[];
  videocall_status: VideocallStatus | null;
  total: string | number;
};

export interface AttendeeListFilter {
  eventId: number;
  viewerId: number;
  /** Folded search words, each to be found in what others see of name, job title and company. */
  words: string[];
  /** Presentation lists: the search ignores spaces (spec 3 "Attendee sidebar"). */
  ignoreSpaces?: boolean;
  groups?: TagFilter;
  /** These people only, non-public and unnamed ones and the viewer included. */
  userIds?: number[];
  /** People at this booth now (its staff left out). */
  boothId?: number;
  /** People in this space now (`space_attendance`). */
  spaceId?: number;
  /** Connections seen since then are live (the presence window). */
  since: Date;
  limit: number;
  offset: number;
}

/**
 * What others may search and sort by: `users.attendee_search`, generated from `foyer_attendee_search(…)`
 * (migrations 0013 and 0015) and trigram-indexed.
 */
const searchText = sql`u.attendee_search`;
const isPublic = sql`(u.is_public and m.is_public)`;

const onlineSql = (eventId: number, since: Date) =>
  sql`exists (select 1 from presence_connections pc where pc.user_id = u.id and pc.event_id = ${eventId} and pc.last_seen_at >= ${since.toISOString()}::timestamptz)`;

/** The people of the event online now, once per statement (a hash join, not a look-up per candidate). */
const onlineSetSql = (eventId: number, since: Date) =>
  sql`select distinct pc.user_id from presence_connections pc where pc.event_id = ${eventId} and pc.last_seen_at >= ${since.toISOString()}::timestamptz`;

/** Every tag of a member (`memberId`: SQL of an `event_members.id`) as the contract's `tag`, categories first by their order. */
export const tagsOfMemberSql = (memberId: SQL) => sql`coalesce((select json_agg(json_build_object('id', t.id, 'text', t.text, 'color', t.color,
    'category', case when c.id is null then null else json_build_object('text', c.text, 'order', c."order") end)
    order by c."order" nulls last, c.id, t."order", t.id)
  from attendee_tag_links l join attendee_tags t on t.id = l.tag_id left join attendee_tag_categories c on c.id = t.category_id
  where l.member_id = ${memberId}), '[]'::json)`;
const tagsSql = tagsOfMemberSql(sql`m.id`);

function conditions(f: AttendeeListFilter): SQL {
  const parts: SQL[] = [sql`m.event_id = ${f.eventId}`];
  if (f.userIds) {
    parts.push(reachableMemberSql, sql`u.id = any(${sql.param(f.userIds)}::int[])`);
  } else {
    // The directory and the booth's and stage's lists: public people with a name other than the viewer (spec 3 §4).
    parts.push(listedMemberSql, sql`u.id <> ${f.viewerId}`, isPublic);
  }
  if (f.words.length > 0) {
    // Only what others can see is searched: nobody is found by what the list shows as "Anonymous".
    parts.push(isPublic);
    if (f.ignoreSpaces) parts.push(sql`replace(${searchText}, ' ', '') like ${containsPattern(f.words.join(''))}`);
    else for (const word of f.words) parts.push(sql`${searchText} like ${containsPattern(word)}`);
  }
  if (f.groups?.length) parts.push(tagFilterSql(sql`m.id`, f.groups));
  if (f.boothId !== undefined) {
    parts.push(sql`exists (select 1 from booth_visitors bv join presence_connections bp on bp.socket_id = bv.socket_id
      and bp.last_seen_at >= ${f.since.toISOString()}::timestamptz where bv.booth_id = ${f.boothId} and bv.user_id = u.id)`);
    parts.push(sql`not exists (select 1 from booth_staff bs where bs.booth_id = ${f.boothId} and bs.user_id = u.id)`);
  }
  if (f.spaceId !== undefined) {
    parts.push(sql`exists (select 1 from space_attendance sa join presence_connections sp on sp.socket_id = sa.socket_id
      and sp.last_seen_at >= ${f.since.toISOString()}::timestamptz where sa.space_id = ${f.spaceId} and sa.user_id = u.id)`);
  }
  return sql.join(parts, sql` and `);
}

/** The columns of an attendee row, from `u` (users), `m` (event_members) and `online`. */
const attendeeColumns = sql`u.id, u.first_name, u.last_name, u.mugshot, u.about, u.linkedin, u.facebook, u.twitter, u.instagram,
  u.jobtitle, u.company, u.location_type, u.is_public as user_public, m.is_public as member_public, u.do_not_disturb,
  u.hidden_profile_fields, u.hide_document, u.incognito_mode, u.alias_name, u.document, u.document_name`;

export class AttendeesRepository {
  constructor(private readonly db: Executor) {}

  /**
   * One page of the directory and the number of people matching, in one statement: the page is chosen
   * first (online first, then by the shown name), and only its people get their tags.
   */
  async list(f: AttendeeListFilter): Promise<{ rows: AttendeeRow[]; count: number }> {
    const result = await this.db.execute<AttendeeRow>(sql`
      with online as (${onlineSetSql(f.eventId, f.since)}),
      page as (
        select m.id as member_id, u.id as user_id, (o.user_id is not null) as online, ${searchText} as sort_key,
          count(*) over () as total
        from event_members m join users u on u.id = m.user_id left join online o on o.user_id = u.id
        where ${conditions(f)}
        order by online desc, sort_key, u.id
        limit ${f.limit} offset ${f.offset}
      )
      select ${attendeeColumns}, page.online, page.total, ${tagsSql} as tags,
        ${videocallStatusSql(sql`u.id`, sql`${f.eventId}::int`)} as videocall_status
      from page join users u on u.id = page.user_id join event_members m on m.id = page.member_id
      order by page.online desc, page.sort_key, u.id`);
    const rows = result.rows;
    if (rows.length > 0 || f.offset === 0) return { rows, count: rows.length > 0 ? Number(rows[0]!.total) : 0 };
    // Asked beyond the last page: the count still answers.
    const counted = await this.db.execute<{ count: number }>(sql`
      select count(*)::int as count from event_members m join users u on u.id = m.user_id where ${conditions(f)}`);
    return { rows, count: counted.rows[0]?.count ?? 0 };
  }

  /**
   * Every person a directory filter lists (`userIds`, booth and space filters aside), in the directory's
   * order (online first, then by the shown name), the viewer included: what the directory cache keeps.
   */
  async orderedIds(f: Omit<AttendeeListFilter, 'limit' | 'offset' | 'viewerId' | 'userIds' | 'boothId' | 'spaceId'>): Promise<number[]> {
    const result = await this.db.execute<{ id: number }>(sql`
      with online as (${onlineSetSql(f.eventId, f.since)})
      select u.id from event_members m join users u on u.id = m.user_id left join online o on o.user_id = u.id
      where ${conditions({ ...f, viewerId: 0, limit: 0, offset: 0 })}
      order by (o.user_id is not null) desc, ${searchText}, u.id`);
    return result.rows.map((r) => r.id);
  }

  /** One member of the event (any privacy), null when the person is not reachable in it. */
  async find(eventId: number, userId: number, since: Date): Promise<AttendeeRow | null> {
    const result = await this.db.execute<AttendeeRow>(sql`
      select ${attendeeColumns}, ${onlineSql(eventId, since)} as online, 1 as total, ${tagsSql} as tags,
        ${videocallStatusSql(sql`u.id`, sql`${eventId}::int`)} as videocall_status
      from event_members m join users u on u.id = m.user_id
      where m.event_id = ${eventId} and u.id = ${userId} and ${reachableMemberSql}`);
    return result.rows[0] ?? null;
  }

  /** The event's tags with their categories, categories by their order. */
  async tags(eventId: number): Promise<Tag[]> {
    const result = await this.db.execute<Tag>(sql`
      select t.id, t.text, t.color, case when c.id is null then null else json_build_object('text', c.text, 'order', c."order") end as category
      from attendee_tags t left join attendee_tag_categories c on c.id = t.category_id
      where t.event_id = ${eventId}
      order by c."order" nulls last, c.id, t."order", t.id`);
    return result.rows;
  }

  /** How many people a broadcast to these tags reaches (the sender left out). */
  async countAudience(eventId: number, groups: TagFilter | undefined, exceptUserId: number): Promise<number> {
    const result = await this.db.execute<{ count: number }>(sql`select count(*)::int as count from (${audienceSql(eventId, groups, exceptUserId)}) a`);
    return result.rows[0]?.count ?? 0;
  }

  /** The events (id, slug) the person is a member of, among those given. */
  async membershipsOf(userId: number, eventIds?: number[]): Promise<{ event_id: number; slug: string }[]> {
    const result = await this.db.execute<{ event_id: number; slug: string }>(sql`
      select m.event_id, e.slug from event_members m join events e on e.id = m.event_id
      where m.user_id = ${userId} ${eventIds ? sql`and m.event_id = any(${sql.param(eventIds)}::int[])` : sql``}`);
    return result.rows;
  }

  async insertCategory(eventId: number, text: string, order = 0): Promise<TagCategoryRow> {
    const [row] = await this.db.insert(attendeeTagCategories).values({ eventId, text, order }).returning();
    if (!row) throw new Error('tag category insert returned nothing');
    return row;
  }

  async insertTag(eventId: number, tag: { text: string; color?: string; categoryId?: number | null; order?: number }): Promise<TagRow> {
    const [row] = await this.db
      .insert(attendeeTags)
      .values({ eventId, text: tag.text, color: tag.color ?? '#5b3cc4', categoryId: tag.categoryId ?? null, order: tag.order ?? 0 })
      .returning();
    if (!row) throw new Error('tag insert returned nothing');
    return row;
  }

  /** Gives the person these tags of the event (tags of other events are ignored); answers how many were new. */
  async tagMember(eventId: number, userId: number, tagIds: number[]): Promise<number> {
    if (tagIds.length === 0) return 0;
    const [member] = await this.db
      .select({ id: eventMembers.id })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)))
      .limit(1);
    if (!member) throw new Error(`user ${userId} is no member of event ${eventId}`);
    const own = await this.db
      .select({ id: attendeeTags.id })
      .from(attendeeTags)
      .where(and(eq(attendeeTags.eventId, eventId), inArray(attendeeTags.id, tagIds)));
    if (own.length === 0) return 0;
    const rows = await this.db
      .insert(attendeeTagLinks)
      .values(own.map((t) => ({ memberId: member.id, tagId: t.id })))
      .onConflictDoNothing()
      .returning();
    return rows.length;
  }
}
