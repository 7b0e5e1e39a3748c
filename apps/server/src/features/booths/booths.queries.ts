import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { spaces } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { boothCategories, booths } from './booths.schema';
import type { StaffRow } from './booths.repository';
// A staff member's call, as the videocalls feature defines it (decision 0031).
import { videocallStatusSql } from '../videocalls';
import type { BoothDetailParts } from './booths.detail-parts';

/**
 * The two hot booth reads as prepared statements: each answers its whole reply in one round trip
 * (nested lists as JSON sub-selects), is built once and parsed once per connection.
 * Sub-selects name their tables by SQL alias so they never shadow the outer query's tables.
 */

const mapSpaces = alias(spaces, 'map_spaces');
const p = {
  eventId: sql.placeholder('eventId'),
  userId: sql.placeholder('userId'),
  slug: sql.placeholder('slug'),
  includeClosed: sql.placeholder('includeClosed'),
  mapSpaceId: sql.placeholder('mapSpaceId'),
  categoryId: sql.placeholder('categoryId'),
  patterns: sql.placeholder('patterns'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  /** Presence rows seen since then are live (the presence window). */
  onlineSince: sql.placeholder('onlineSince'),
};
const openOrAll = (published: unknown) => sql`(${p.includeClosed}::boolean or ${published})`;

/**
 * Booths of the category's map in it, counted as that map's list shows them (closed ones to organisers).
 * The outer `booth_categories` by name: a one-table select leaves its columns unqualified, and the
 * sub-select's own tables would take them.
 */
const categoryBooths = sql<number>`(select count(*)::int from booths cb join spaces cs on cs.id = cb.space_id
  where cb.category_id = booth_categories.id and cb.map_space_id = booth_categories.map_space_id and ${openOrAll(sql`cs.published`)})`;

const category = { id: boothCategories.id, name: boothCategories.name, mapSpaceId: boothCategories.mapSpaceId };

export function boothListQuery(db: Executor) {
  return db
    .select({
      booth: booths,
      slug: spaces.slug,
      published: spaces.published,
      mapSlug: mapSpaces.slug,
      staffIds: sql<number[]>`array(select bs.user_id from booth_staff bs where bs.booth_id = ${booths.spaceId} order by bs."order", bs.user_id)`,
      category,
      categoryBooths,
      // Counted before LIMIT/OFFSET: all booths that match.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(booths)
    .innerJoin(spaces, eq(spaces.id, booths.spaceId))
    .leftJoin(mapSpaces, eq(mapSpaces.id, booths.mapSpaceId))
    .leftJoin(boothCategories, eq(boothCategories.id, booths.categoryId))
    .where(
      and(
        eq(booths.eventId, p.eventId),
        openOrAll(spaces.published),
        sql`(${p.mapSpaceId}::int is null or ${booths.mapSpaceId} = ${p.mapSpaceId})`,
        sql`(${p.categoryId}::int is null or ${booths.categoryId} = ${p.categoryId})`,
        // Every folded search word (as a LIKE pattern) occurs in the folded name; no words: all.
        sql`${booths.searchName} like all (${p.patterns}::text[])`,
      ),
    )
    .orderBy(asc(booths.order), asc(booths.searchName), asc(booths.spaceId))
    .limit(p.limit)
    .offset(p.offset)
    .prepare('booths_list');
}

/** A page of a map's categories, each with its number of booths, and how many categories the map has. */
export function boothCategoriesQuery(db: Executor) {
  return db
    .select({ category: boothCategories, booths: categoryBooths, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(boothCategories)
    .where(eq(boothCategories.mapSpaceId, p.mapSpaceId))
    .orderBy(asc(boothCategories.order), asc(boothCategories.name), asc(boothCategories.id))
    .limit(p.limit)
    .offset(p.offset)
    .prepare('booths_categories');
}

const jsonList = <T>(select: ReturnType<typeof sql>) => sql<T[]>`coalesce((${select}), '[]'::json)`;

/** The booth detail; the parts other features own come from `parts` (business cards, jobs, program). */
export function boothDetailQuery(db: Executor, parts: BoothDetailParts) {
  const boothId = spaces.id;
  const refs = { boothId: sql`${boothId}`, eventId: sql`${p.eventId}`, userId: sql`${p.userId}`, includeClosed: sql`${p.includeClosed}` };
  const jobs = parts.jobs(refs);
  return db
    .select({
      space: spaces,
      booth: booths,
      mapSlug: mapSpaces.slug,
      category,
      categoryBooths,
      isStaff: sql<boolean>`exists(select 1 from booth_staff bs where bs.booth_id = ${boothId} and bs.user_id = ${p.userId})`,
      staff: jsonList<StaffRow>(sql`select json_agg(json_build_object('boothId', bs.booth_id, 'id', u.id, 'firstName', u.first_name,
        'lastName', u.last_name, 'mugshot', u.mugshot, 'jobtitle', u.jobtitle, 'company', u.company,
        'hiddenProfileFields', u.hidden_profile_fields,
        'isOnline', exists(select 1 from presence_connections pc where pc.user_id = u.id and pc.event_id = ${p.eventId}
          and pc.last_seen_at >= ${p.onlineSince}::timestamptz),
        'videocallStatus', ${videocallStatusSql(sql`u.id`, sql`${p.eventId}::int`)}) order by bs."order", u.id)
        from booth_staff bs join users u on u.id = bs.user_id where bs.booth_id = ${boothId}`),
      documents: jsonList<{ id: number; name: string; url: string }>(sql`select json_agg(json_build_object('id', d.id, 'name', d.name,
        'url', d.url) order by d."order", d.id) from booth_documents d where d.booth_id = ${boothId}`),
      videos: jsonList<{ id: number; name: string; url: string | null; embeddedUrl: string | null; thumbnail: string | null }>(sql`select
        json_agg(json_build_object('id', v.id, 'name', v.name, 'url', v.url, 'embeddedUrl', v.embedded_url,
        'thumbnail', v.thumbnail) order by v."order", v.id) from booth_videos v where v.booth_id = ${boothId}`),
      hasJobs: jobs.hasJobs,
      jobsSlug: jobs.jobsSlug,
      ownCard: parts.ownCard(refs),
      sponsoredSessions: parts.sponsoredSessions(refs),
    })
    .from(spaces)
    .leftJoin(booths, eq(booths.spaceId, spaces.id))
    .leftJoin(mapSpaces, eq(mapSpaces.id, booths.mapSpaceId))
    .leftJoin(boothCategories, and(eq(boothCategories.id, booths.categoryId), eq(boothCategories.eventId, spaces.eventId)))
    .where(and(eq(spaces.eventId, p.eventId), eq(spaces.type, 'booth'), eq(spaces.slug, p.slug)))
    .limit(1)
    .prepare('booths_detail');
}
