import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { attendeeTagLinks, attendeeTags } from './attendees.schema';

/** A tag's text as compared: case and surrounding spaces do not make another tag. */
const sameText = (text: string) => text.trim().toLowerCase();

/** The texts of each member's tags (members by `event_members.id`), in the tags' order. */
export async function tagTextsOf(db: Executor, memberIds: number[]): Promise<Map<number, string[]>> {
  const texts = new Map<number, string[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return texts;
  const rows = await db
    .select({ memberId: attendeeTagLinks.memberId, text: attendeeTags.text })
    .from(attendeeTagLinks)
    .innerJoin(attendeeTags, eq(attendeeTags.id, attendeeTagLinks.tagId))
    .where(inArray(attendeeTagLinks.memberId, memberIds))
    .orderBy(attendeeTags.order, attendeeTags.id);
  for (const row of rows) texts.get(row.memberId)?.push(row.text);
  return texts;
}

/**
 * Gives each member exactly these tags of the event, by text: a tag the event lacks is made (after its
 * others, without a category), tags not named are taken off. One statement per step, whatever the number of
 * members, in the caller's transaction.
 */
export async function setMemberTagsByText(db: Executor, eventId: number, tagsByMember: Map<number, string[]>): Promise<void> {
  if (tagsByMember.size === 0) return;
  const wanted = new Map<string, string>();
  for (const texts of tagsByMember.values()) for (const text of texts) if (!wanted.has(sameText(text))) wanted.set(sameText(text), text.trim());
  const existing = await db.select({ id: attendeeTags.id, text: attendeeTags.text }).from(attendeeTags).where(eq(attendeeTags.eventId, eventId));
  const idByText = new Map(existing.map((t) => [sameText(t.text), t.id]));
  const missing = [...wanted].filter(([key]) => !idByText.has(key)).map(([, text]) => text);
  if (missing.length > 0) {
    const made = await db
      .insert(attendeeTags)
      .values(missing.map((text, i) => ({
        eventId, text, order: sql`(select coalesce(max(t."order"), 0) + ${i + 1} from attendee_tags t where t.event_id = ${eventId})`,
      })))
      .returning({ id: attendeeTags.id, text: attendeeTags.text });
    for (const tag of made) idByText.set(sameText(tag.text), tag.id);
  }
  const members = [...tagsByMember.keys()];
  const eventTagIds = [...idByText.values()];
  await db.delete(attendeeTagLinks).where(and(inArray(attendeeTagLinks.memberId, members), inArray(attendeeTagLinks.tagId, eventTagIds)));
  const links = [...tagsByMember].flatMap(([memberId, texts]) => [...new Set(texts.map((t) => idByText.get(sameText(t))!))].map((tagId) => ({ memberId, tagId })));
  if (links.length > 0) await db.insert(attendeeTagLinks).values(links).onConflictDoNothing();
}
