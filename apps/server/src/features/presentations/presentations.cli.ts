import fs from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { stageEntryFields, stageEntryProblems } from '@foyer/contracts';
import type { CliCommand } from '../../platform/cli';
import { systemClock, type Clock } from '../../platform/clock';
import { users } from '../identity/accounts.schema';
import { openSpaceChat } from '../chat';
import type { Executor } from '../../platform/db/database';
import { events, spaces } from '../identity/events.schema';
import { createBackstageCall } from '../videocalls';
import { PresentationsRepository } from './presentations.repository';
import { presentations } from './presentations.schema';

/**
 * `stage schedule EVENT STAGE FILE`: an operator's way (the console edits it entry by entry) to give a presentation
 * stage its schedule from a JSON file — it replaces the stage's presentations (their Q&A goes with them),
 * gives each live one a backstage call (its moderator the admin, its speakers let in), opens the stage's
 * public chat when it has none and makes the one marked `current` current. Prints the new ids as JSON.
 */
const stageFile = z.object({
  presentations: z
    .array(
      // The console's entry (contracts `stageEntryFields`), its people by e-mail.
      stageEntryFields
        .extend({
          moderator: z.string().email().nullable().default(null),
          speakers: z.array(z.string().email()).default([]),
          current: z.boolean().default(false),
        })
        .superRefine(stageEntryProblems),
    )
    .max(100),
});
export type StageFile = z.input<typeof stageFile>;

export type ScheduleOutcome = { ok: true; chat_id: number; presentations: { id: number; title: string; backstage_videocall_id: number | null }[] } | { ok: false; error: string };

export async function scheduleStage(db: Executor, clock: Clock, eventSlug: string, stageSlug: string, input: unknown): Promise<ScheduleOutcome> {
  const parsed = stageFile.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const [event] = await db.select().from(events).where(eq(events.slug, eventSlug));
  if (!event) return { ok: false, error: `No event "${eventSlug}".` };
  const [stage] = await db.select().from(spaces).where(and(eq(spaces.eventId, event.id), eq(spaces.slug, stageSlug), eq(spaces.type, 'presentation')));
  if (!stage) return { ok: false, error: `No presentation stage "${stageSlug}" in ${eventSlug}.` };
  const emails = [...new Set(parsed.data.presentations.flatMap((p) => [...(p.moderator ? [p.moderator] : []), ...p.speakers]).map((e) => e.toLowerCase()))];
  const people = emails.length ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails)) : [];
  const idOf = new Map(people.map((p) => [p.email.toLowerCase(), p.id]));
  const missing = emails.filter((e) => !idOf.has(e));
  if (missing.length) return { ok: false, error: `Nobody signed up as ${missing.join(', ')}.` };

  const now = clock.now();
  const repo = new PresentationsRepository(db);
  await repo.setCurrent(stage.id, null, now);
  await db.delete(presentations).where(eq(presentations.spaceId, stage.id));
  const made: { id: number; title: string; backstage_videocall_id: number | null }[] = [];
  let current: number | null = null;
  for (const [i, p] of parsed.data.presentations.entries()) {
    const moderatorId = p.moderator ? idOf.get(p.moderator.toLowerCase())! : null;
    const speakerIds = p.speakers.map((e) => idOf.get(e.toLowerCase())!);
    let videocallId: number | null = null;
    if (p.kind === 'live') {
      videocallId = (await createBackstageCall(db, now, event.id, { displayName: `Backstage: ${p.title}`, adminId: moderatorId, allowed: speakerIds })).id;
    }
    const row = await repo.insert(
      {
        eventId: event.id, spaceId: stage.id, title: p.title, description: p.description, kind: p.kind, url: p.kind === 'live' ? null : p.url, moderatorId, videocallId,
        startsAt: p.start_date ? new Date(p.start_date) : null, endsAt: p.end_date ? new Date(p.end_date) : null, position: i + 1, createdAt: now,
      },
      speakerIds,
    );
    if (p.current) current = row.id;
    made.push({ id: row.id, title: row.title, backstage_videocall_id: videocallId });
  }
  await repo.setCurrent(stage.id, current, now);
  const chat = await openSpaceChat(db, stage);
  return { ok: true, chat_id: chat.id, presentations: made };
}

export const stageScheduleCommand: CliCommand = {
  name: 'stage schedule',
  usage: 'stage schedule EVENT STAGE FILE',
  summary: "Replace a presentation stage's schedule with a JSON file's",
  async run(args, ctx) {
    const [eventSlug, stageSlug, file, ...rest] = args;
    if (!eventSlug || !stageSlug || !file || rest.length > 0) {
      ctx.err(`Usage: npm run foyer -- ${this.usage}`);
      return 64;
    }
    let input: unknown;
    try {
      input = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (err) {
      ctx.err(`Cannot read ${file}: ${(err as Error).message}`);
      return 66;
    }
    const db = await ctx.db();
    const outcome = await db.transaction((tx) => scheduleStage(tx, systemClock, eventSlug, stageSlug, input));
    if (!outcome.ok) {
      ctx.err(`${file}: ${outcome.error}`);
      return 65;
    }
    ctx.out(JSON.stringify(outcome));
    return 0;
  },
};
