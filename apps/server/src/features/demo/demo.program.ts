import sharp from 'sharp';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import type { ProgramTagRow } from '../program';
import type { DemoServices } from './demo.services';
import { performers, programEntries, programEntryPerformers, programEntryTags, programTags } from '../program/program.schema';
import { demoPeople } from './demo.content';
import { faceSvg } from './demo.faces';

/** Apart from demo.seed.ts's lock: this seed runs after that transaction. */
const programSeedLockKey = 7301029;

/** Location types of the venue's program spaces (seeded by demo.venue.ts), by slug. */
const venueLocations = {
  'main-stage': 'hybrid', cinema: 'virtual', 'poster-hall': 'in_person', lounge: 'virtual', terrace: 'in_person', 'speed-networking': 'virtual',
} as const;

/** More rooms, so the timetable has rows of all three kinds. */
const rooms = [
  { slug: 'studio-north', name: 'Studio North', location: 'virtual' },
  { slug: 'studio-south', name: 'Studio South', location: 'virtual' },
  { slug: 'workshop-a', name: 'Workshop room A', location: 'in_person' },
  { slug: 'workshop-b', name: 'Workshop room B', location: 'in_person' },
  { slug: 'hybrid-hall', name: 'Hybrid hall', location: 'hybrid' },
] as const;

const formats = [
  { text: 'Talk', color: '#364fc7' },
  { text: 'Panel', color: '#9c36b5' },
  { text: 'Workshop', color: '#e67700' },
  { text: 'Q&A', color: '#0b7285' },
] as const;

const firstNames = ['Amara', 'Bram', 'Chen', 'Dalia', 'Elif', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kaito', 'Lena', 'Mateo', 'Nadia', 'Oskar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tara'];
const lastNames = ['Okafor', 'de Vries', 'Nguyen', 'Haddad', 'Yilmaz', 'Schmidt', 'Lindqvist', 'Moreau', 'García', 'Bakker', 'Tanaka', 'Novak', 'Rossi', 'Kowalski', 'Berg', 'Iyer', 'Walsh', 'Costa', 'Aziz', 'Patel'];
/**
 * The i-th demo performer's name: 20 first names over two rounds, each round pairing them with a different
 * permutation of the last names, so that 40 performers have 40 different names.
 */
export function demoPerformerName(i: number): string {
  const round = Math.floor(i / firstNames.length);
  return `${firstNames[i % firstNames.length]} ${lastNames[(i * 7 + 1 + round) % lastNames.length]}`;
}

const roles = ['Research lead', 'Product designer', 'Data engineer', 'Sustainability officer', 'Founder', 'Professor of HCI', 'Developer advocate', 'Policy advisor'];
const topics = ['machine learning in practice', 'accessible interfaces', 'low-carbon computing', 'design systems', 'open data', 'edge devices', 'privacy by design', 'community building'];

const sessionTitles = [
  'Lightning talks', 'Ask the experts', 'Hands-on lab', 'Fireside chat', 'Deep dive', 'Case study', 'Roundtable', 'Live demo',
];

/**
 * The demo event's full program (issue 11): location types for the venue's program spaces, five more
 * rooms, a second tag group (format), 40 performers with drawn faces on the sessions, ~150 items over the
 * three days and two group sessions. Runs after the venue seed; once the demo has performers it does nothing.
 */
export async function seedDemoProgram(platform: Platform, services: Pick<DemoServices, 'program'>): Promise<void> {
  const db = platform.db;
  const [demo] = await db.select().from(events).where(eq(events.slug, 'demo'));
  if (!demo) return;
  const [already] = await db.select({ id: performers.id }).from(performers).where(eq(performers.eventId, demo.id)).limit(1);
  if (already) return;
  const faces = await storeFaces(platform, 40);
  await db.transaction(async (tx) => {
    // Two processes starting together on an empty database: the second waits, then finds the first's work.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${programSeedLockKey})`);
    const [seeded] = await tx.select({ id: performers.id }).from(performers).where(eq(performers.eventId, demo.id)).limit(1);
    if (seeded) return;
    const program = services.program.inTransaction(tx);
    await tx.update(events).set({ enableGroupSessions: true }).where(eq(events.id, demo.id));
    for (const [slug, location] of Object.entries(venueLocations)) {
      await tx.update(spaces).set({ locationType: location }).where(and(eq(spaces.eventId, demo.id), eq(spaces.slug, slug)));
    }
    const added: (typeof spaces.$inferSelect)[] = [];
    for (const room of rooms) {
      const [row] = await tx
        .insert(spaces)
        .values({ eventId: demo.id, type: 'presentation', slug: room.slug, name: room.name, published: true, locationType: room.location })
        .onConflictDoNothing()
        .returning();
      if (row) added.push(row);
    }

    // The venue's tags become the group "Topic"; formats are the second group.
    await tx.update(programTags).set({ category: 'Topic', categoryOrder: 0 }).where(and(eq(programTags.eventId, demo.id), isNull(programTags.category)));
    const topicTags = await tx.select().from(programTags).where(eq(programTags.eventId, demo.id));
    const formatTags: ProgramTagRow[] = [];
    for (const [i, f] of formats.entries()) formatTags.push(await program.addTag(demo.id, f.text, f.color, i, 'Format', 1));

    const people: { id: number }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const name = demoPerformerName(i);
      const topic = topics[i % topics.length]!;
      people.push(
        await program.addPerformer(
          {
            eventId: demo.id, name, mugshot: faces[i] ?? null, locationType: (['virtual', 'hybrid', 'in_person'] as const)[i % 3],
            descriptiveLine: `${roles[i % roles.length]}, ${topic}`,
            about: `<p>${name} works on ${topic} and has spoken at many community events.</p><p>Ask about ${topics[(i + 3) % topics.length]}.</p>`,
            attachments: i % 4 === 0 ? [{ name: 'Speaker profile', url: 'https://example.com/lumen-summit/speakers' }] : [],
          },
          tx,
        ),
      );
    }

    // The venue's sessions get a format and performers.
    const existing = await tx.select().from(programEntries).where(and(eq(programEntries.eventId, demo.id), eq(programEntries.type, 'item')));
    if (existing.length > 0) {
      await tx.insert(programEntryTags).values(existing.map((e, i) => ({ entryId: e.id, tagId: formatTags[i % formatTags.length]!.id }))).onConflictDoNothing();
      await tx
        .insert(programEntryPerformers)
        .values(existing.flatMap((e, i) => [{ entryId: e.id, performerId: people[i % 40]!.id, order: 0 }, ...(i % 3 === 0 ? [{ entryId: e.id, performerId: people[(i + 17) % 40]!.id, order: 1 }] : [])]))
        .onConflictDoNothing();
    }

    // New rooms: four sessions a day each, 08:00–16:00 UTC, some of them an hour long.
    const firstDay = Date.parse(`${demo.startDate}T00:00:00Z`);
    const hour = 3_600_000;
    let n = 0;
    for (const [r, room] of added.entries()) {
      for (let day = 0; day < 3; day += 1) {
        for (let slot = 0; slot < 4; slot += 1) {
          const start = firstDay + day * 24 * hour + (8 + slot * 2 + (r % 2)) * hour;
          const topic = topics[(n + r) % topics.length]!;
          const title = `${sessionTitles[n % sessionTitles.length]}: ${topic}`;
          // Straight to the table: nobody has a timetable open while the demo is seeded.
          const row = await program.repo.insertEntry(
            {
              eventId: demo.id, spaceId: room.id, name: title, description: `<p>A ${formats[n % formats.length]!.text.toLowerCase()} on ${topic}.</p>`,
              startDate: new Date(start), endDate: new Date(start + (slot % 2 ? 60 : 90) * 60_000),
            },
            [topicTags[n % topicTags.length]!.id, formatTags[n % formatTags.length]!.id],
          );
          const cast = [people[(n * 3) % 40]!.id, ...(n % 2 ? [people[(n * 3 + 1) % 40]!.id] : [])];
          await tx.insert(programEntryPerformers).values(cast.map((performerId, order) => ({ entryId: row.id, performerId, order })));
          n += 1;
        }
      }
    }

    const hosts = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [demoPeople.hana.email, demoPeople.organiser.email]));
    const host = (email: string) => hosts.find((h) => h.email === email)?.id ?? null;
    await program.addGroupSession({
      eventId: demo.id, hostId: host(demoPeople.hana.email), title: 'Newcomers circle', startsAt: new Date(firstDay + 12 * hour), endsAt: new Date(firstDay + 13 * hour),
      description: '<p>First time at Lumen Summit? Meet others and ask anything.</p>', enableHostChat: true,
    });
    await program.addGroupSession({
      eventId: demo.id, hostId: host(demoPeople.organiser.email), title: 'Organisers office hour', startsAt: new Date(firstDay + 36 * hour), endsAt: new Date(firstDay + 37 * hour),
      description: '<p>Feedback, questions and ideas for next year.</p>', enableHostChat: false,
    });
  });
}

/** Portraits drawn per performer (seeds apart from the attendees'), stored as PNG. */
async function storeFaces(platform: Platform, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
        const seed = 500 + i + j;
        const png = await sharp(Buffer.from(faceSvg(seed))).resize(160, 160).png({ compressionLevel: 9, palette: true }).toBuffer();
        return (await platform.storage.put({ data: png, contentType: 'image/png', folder: 'demo/performers', name: `performer-${i + j + 1}` })).url;
      }),
    );
    urls.push(...batch);
  }
  return urls;
}
