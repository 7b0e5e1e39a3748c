import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PresentationKind } from '@foyer/contracts';
import type { Platform } from '../../platform/context';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import { programEntries } from '../program/program.schema';
import { presentations } from '../presentations/presentations.schema';
import { demoPeople } from './demo.content';
import { demoShowcaseUrl } from './demo.content';
import { storeStageFilm, storeStageHls } from './demo.stage-media';
import type { DemoServices } from './demo.services';

/** Serialises this seed across server processes starting at once. */
const stageSeedLockKey = 7301041;
/** The live presentation: the venue seed's "something runs now" item of the main stage. */
export const demoLiveTitle = 'Live now: welcome and walkthrough';
/** Who speaks in the live presentation's backstage call (demo.live-stage.ts publishes as them). */
export const demoSpeakerEmails = [demoPeople.hana.email, 'attendee02@example.com', 'attendee03@example.com'];

interface Planned {
  kind: PresentationKind;
  url: string | null;
  title: string;
  description: string;
}

/**
 * The demo's main stage (issue 13): a schedule of presentations, each the main stage's program item it stands
 * for — the item running now live from a backstage call with three speakers (current), then a recorded talk
 * (a film drawn by ffmpeg), an HLS stream made by ffmpeg and served from our storage, and an https embed — and
 * the stage's public chat. Runs after the venue seed (its program); once the stage has presentations it does nothing.
 */
export async function seedDemoStage(platform: Platform, services: Pick<DemoServices, 'videocalls' | 'presentations' | 'chat'>): Promise<void> {
  const db = platform.db;
  const [demo] = await db.select().from(events).where(eq(events.slug, 'demo'));
  if (!demo) return;
  const [stage] = await db.select().from(spaces).where(and(eq(spaces.eventId, demo.id), eq(spaces.type, 'presentation'), eq(spaces.slug, 'main-stage')));
  if (!stage) return;
  const [seeded] = await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.spaceId, stage.id)).limit(1);
  if (seeded) return;

  // Encoded (or read from the cache) before the transaction: ffmpeg may take seconds.
  const [film, hls] = await Promise.all([storeStageFilm(platform.storage), storeStageHls(platform.storage)]);
  const now = platform.clock.now();

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${stageSeedLockKey})`);
    const [again] = await tx.select({ id: presentations.id }).from(presentations).where(eq(presentations.spaceId, stage.id)).limit(1);
    if (again) return;
    const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [demoPeople.organiser.email, ...demoSpeakerEmails]));
    const idOf = (email: string) => people.find((p) => p.email === email)?.id;
    const moderatorId = idOf(demoPeople.organiser.email) ?? null;
    const speakerIds = demoSpeakerEmails.flatMap((e) => idOf(e) ?? []);

    const items = await tx
      .select()
      .from(programEntries)
      .where(and(eq(programEntries.spaceId, stage.id), eq(programEntries.type, 'item'), gte(programEntries.endDate, now)))
      .orderBy(asc(programEntries.startDate), asc(programEntries.id));
    const liveItem = items.find((i) => i.name === demoLiveTitle) ?? null;
    const liveStart = liveItem?.startDate ?? new Date(now.getTime() - 15 * 60_000);
    const liveEnd = liveItem?.endDate ?? new Date(now.getTime() + 45 * 60_000);
    const later = items.filter((i) => i !== liveItem && i.startDate >= liveEnd);

    // The speakers are let in already.
    const call = await services.videocalls.inTransaction(tx).createBackstage(demo.id, { displayName: 'Main stage backstage', adminId: moderatorId, allowed: speakerIds });

    const stages = services.presentations.inTransaction(tx);
    const live = await stages.create(demo.id, stage, {
      kind: 'live', title: liveItem?.name ?? demoLiveTitle, videocallId: call.id, moderatorId,
      description: liveItem?.description || 'A tour of the venue and today\'s highlights, live from the speakers\' call.',
      programItemId: liveItem?.id ?? null, startsAt: liveStart, endsAt: liveEnd, speakerIds,
    });
    const planned: Planned[] = [
      ...(film ? [{ kind: 'video' as const, url: film, title: 'Recorded talk: the colours of light', description: 'Last year\'s favourite talk, replayed on the big screen.' }] : []),
      ...(hls ? [{ kind: 'hls' as const, url: hls, title: 'Live stream from the lab', description: 'The photonics lab streams its bench to the stage.' }] : []),
      // An https page that allows framing: the showcase's map of the harbour around the venue.
      { kind: 'embed', url: demoShowcaseUrl, title: 'Around the venue', description: 'Where the summit is, on the waterfront: a map to explore.' },
    ];
    for (const [i, p] of planned.entries()) {
      // Each stands for a later program item of the stage when there is one (its name and time), else follows the live one.
      const item = later[i];
      const startsAt = item?.startDate ?? new Date(liveEnd.getTime() + i * 60 * 60_000);
      await stages.create(demo.id, stage, {
        kind: p.kind, url: p.url, moderatorId,
        title: item ? `${item.name} (${kindLabel[p.kind]})` : p.title, description: item?.description || p.description,
        programItemId: item?.id ?? null, startsAt, endsAt: item?.endDate ?? new Date(startsAt.getTime() + 45 * 60_000),
      });
    }
    await stages.setCurrent(stage, live.id);
    await tx.update(spaces).set({ published: true }).where(eq(spaces.id, stage.id));
    await services.chat.inTransaction(tx).openChatOfSpace(stage);
  });
}

const kindLabel: Record<PresentationKind, string> = { live: 'live', video: 'recording', hls: 'stream', embed: 'embedded' };
