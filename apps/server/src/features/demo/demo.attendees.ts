import sharp from 'sharp';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import { users } from '../identity/accounts.schema';
import { eventMembers, events } from '../identity/events.schema';
import { faceSvg } from './demo.faces';
import type { DemoServices } from './demo.services';
import { demoPeople } from './demo.content';

/** Serialises this seed across server processes starting at once. */
const attendeesLockKey = 7301004;

/** Tag categories of the demo event, in order; each tag with its colour. */
const tagCategories = [
  { text: 'Industry', tags: [['Optics', '#5b3cc4'], ['Software', '#1d4ed8'], ['Energy', '#c2410c'], ['Architecture', '#0e7c86'], ['Healthcare', '#9d174d']] },
  { text: 'Interests', tags: [['AI', '#334155'], ['Design', '#db2777'], ['Sustainability', '#15803d'], ['Hardware', '#b45309'], ['Research', '#6d28d9']] },
  { text: 'Looking for', tags: [['Partners', '#0369a1'], ['Customers', '#a16207'], ['Investors', '#be123c'], ['Jobs', '#047857'], ['Talent', '#7c3aed']] },
] as const;

type TagName = (typeof tagCategories)[number]['tags'][number][0];

interface DemoAttendee {
  first: string;
  last: string;
  job: string;
  company: string;
  tags: TagName[];
  about?: string;
  location?: 'virtual' | 'in_person' | 'hybrid';
  /** Not public: listed nowhere, shown as Anonymous where they appear. */
  private?: boolean;
  /** Incognito under this alias. */
  alias?: string;
  linkedin?: string;
}

/** The named demo people's tags (alice, bob, hana, the organiser). */
const namedTags: Record<keyof typeof demoPeople, TagName[]> = {
  organiser: ['Software', 'Design', 'Partners'],
  alice: ['Software', 'Design', 'Sustainability', 'Partners'],
  bob: ['Optics', 'Hardware', 'Customers'],
  hana: ['Optics', 'Research', 'Sustainability', 'Talent'],
};

const firsts = ['Amara', 'Bram', 'Chen', 'Daniela', 'Emeka', 'Fatima', 'Gustav', 'Hiroshi', 'Ingrid', 'Jonas', 'Kavya', 'Lars', 'Mei', 'Nadia', 'Oskar',
  'Priya', 'Quentin', 'Rosa', 'Sven', 'Thi Lan', 'Umar', 'Vera', 'Wiebke', 'Xavier', 'Yara', 'Zoltán', 'Aïsha', 'Björn', 'Camille', 'Diego',
  'Elif', 'Finn', 'Giulia', 'Hugo', 'Inès', 'Joaquín', 'Katarzyna', 'Liam', 'Minh', 'Noor', 'Olu', 'Paula', 'Raf', 'Sofia', 'Tomás', 'Ulla',
  'Valentina', 'Wout', 'Ximena', 'Yusuf', 'Zeynep', 'Anouk', 'Bao', 'Clara', 'Dario', 'Eva'];
const lasts = ['Okafor', 'de Vries', 'Wang', 'Sánchez', 'Nwosu', 'Haddad', 'Lindqvist', 'Tanaka', 'Berg', 'Müller', 'Iyer', 'Jensen', 'Lin', 'Rahman',
  'Nilsson', 'Sharma', 'Dubois', 'Moreno', 'Andersson', 'Nguyễn', 'Farouk', 'Kowalski', 'Schröder', 'Laurent', 'Costa', 'Kovács', 'Diallo',
  'Holm', 'Martin', 'Fernández', 'Yılmaz', 'Murphy', 'Rossi', 'Petit', 'Benali', 'Ortega', 'Nowak', "O'Brien", 'Trần', 'Aziz', 'Adeyemi',
  'Visser', 'Peeters', 'Georgiou', 'Silva', 'Virtanen', 'Romano', 'Janssens', 'Reyes', 'Demir', 'Aydın', 'Bakker', 'Phạm', 'Weber', 'Ricci', 'Novak'];
const jobs = ['Optical engineer', 'Product manager', 'Data scientist', 'UX researcher', 'Solar systems architect', 'CTO', 'Lighting designer',
  'Hardware engineer', 'Founder', 'Research scientist', 'Venture partner', 'Sales director', 'Frontend developer', 'Architect', 'Clinical physicist',
  'Head of talent', 'Sustainability lead', 'Photonics researcher', 'Design director', 'Business developer'];
const companies = ['Aurora Optics', 'Northwind Studio', 'Kyoto Light Lab', 'Helio Grid', 'Prism Health', 'Lumenworks', 'Brightline Ventures',
  'Studio Daylight', 'Photon Foundry', 'Clearwater Architects', 'Quanta Systems', 'Nordlys Energy', 'Lensmith', 'Open Spectrum', 'Glasshouse AI'];
const abouts = [
  '<p>Builds things that make light easier to live with. Ask me about <strong>field tests</strong>.</p>',
  '<p>Here to meet partners for our next pilot. Coffee is on me.</p>',
  '<p>Curious about everything between research and product.</p>',
  '', '<p>Ten years in the industry, still learning every day.</p>',
];
const allTags = tagCategories.flatMap((c) => c.tags.map(([name]) => name));

/** The 56 generated demo attendees: deterministic, three of them private and one incognito. */
export function demoAttendees(): DemoAttendee[] {
  return firsts.map((first, i) => {
    const industry = tagCategories[0].tags[i % 5]![0];
    const interests = [tagCategories[1].tags[(i * 3) % 5]![0], ...(i % 3 === 0 ? [tagCategories[1].tags[(i * 3 + 2) % 5]![0]] : [])];
    const looking = tagCategories[2].tags[(i * 7) % 5]![0];
    const extra = i % 4 === 0 ? [allTags[(i * 11) % allTags.length]!] : [];
    return {
      first,
      last: lasts[i % lasts.length]!,
      job: jobs[i % jobs.length]!,
      company: companies[(i * 5) % companies.length]!,
      tags: [...new Set<TagName>([industry, ...interests, looking, ...extra])],
      about: abouts[i % abouts.length],
      location: (['virtual', 'hybrid', 'in_person'] as const)[i % 3],
      private: i === 7 || i === 23 || i === 41,
      alias: i === 12 ? 'Night Owl' : undefined,
      linkedin: i % 2 === 0 ? `https://www.linkedin.com/in/demo-${first.toLowerCase().replace(/[^a-z]/g, '')}` : undefined,
    };
  });
}

const emailOf = (a: DemoAttendee, i: number) => `attendee${String(i + 1).padStart(2, '0')}@example.com`;

/** Stores the portraits (PNG, drawn as SVG) and answers their addresses, one per seed. */
async function storeFaces(platform: Platform, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
        const png = await sharp(Buffer.from(faceSvg(i + j + 1))).resize(160, 160).png({ compressionLevel: 9, palette: true }).toBuffer();
        return (await platform.storage.put({ data: png, contentType: 'image/png', folder: 'demo/people', name: `face-${i + j + 1}` })).url;
      }),
    );
    urls.push(...batch);
  }
  return urls;
}

/**
 * The demo event's people (docs/realtime.md, "Demo data"): 56 attendees with illustrated faces, job titles,
 * companies and tags in three categories (a few private, one incognito), tags for alice, bob, hana and the
 * organiser, all of them entered the event. Faces are stored on every start (a fresh DATA_DIR lacks
 * them); the rows only once, when the demo event has no attendee tags yet.
 */
export async function seedDemoAttendees(platform: Platform, services: Pick<DemoServices, 'attendees'>): Promise<void> {
  const generated = demoAttendees();
  // Drawing 60 faces takes a moment: only when seeding, or when a fresh DATA_DIR lacks them.
  const [first] = await platform.db.select({ mugshot: users.mugshot }).from(users).where(eq(users.email, emailOf(generated[0]!, 0))).limit(1);
  const stored = first?.mugshot ? await platform.storage.exists(first.mugshot.replace(/^.*\/files\//, '')) : false;
  const faces = stored ? [] : await storeFaces(platform, generated.length + 4);
  const seededNow = await platform.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${attendeesLockKey})`);
    const [demo] = await tx.select().from(events).where(eq(events.slug, 'demo')).limit(1);
    if (!demo) return false;
    const attendees = services.attendees.inTransaction(tx);
    if ((await attendees.hasTags(demo.id)) || faces.length === 0) return false;
    const tagIds = new Map<string, number>();
    for (const [order, category] of tagCategories.entries()) {
      const row = await attendees.addTagCategory(demo.id, category.text, order + 1);
      for (const [tagOrder, [text, color]] of category.tags.entries()) {
        tagIds.set(text, (await attendees.addTag(demo.id, { text, color, categoryId: row.id, order: tagOrder })).id);
      }
    }
    const ids = (names: TagName[]) => names.map((n) => tagIds.get(n)!);
    const rows = generated.map((a, i) => ({
      email: emailOf(a, i),
      firstName: a.first,
      lastName: a.last,
      jobtitle: a.job,
      company: a.company,
      about: a.about ?? '',
      linkedin: a.linkedin ?? '',
      locationType: a.location ?? 'virtual',
      mugshot: faces[i] ?? null,
      isPublic: !a.private,
      incognitoMode: a.alias !== undefined,
      aliasName: a.alias ?? '',
      termsAgreed: true,
    }));
    const inserted = await tx.insert(users).values(rows).onConflictDoNothing({ target: users.email }).returning({ id: users.id, email: users.email });
    const now = platform.clock.now();
    if (inserted.length > 0) {
      await tx.insert(eventMembers).values(inserted.map((u) => ({ eventId: demo.id, userId: u.id, role: 'attendee' as const, joinedAt: now }))).onConflictDoNothing();
    }
    for (const [i, a] of generated.entries()) {
      const user = inserted.find((u) => u.email === emailOf(a, i));
      if (user) await attendees.tagMember(demo.id, user.id, ids(a.tags));
    }
    // The named demo people: faces for those without a picture, tags, and entered the event.
    const named = await tx.select({ id: users.id, email: users.email, mugshot: users.mugshot }).from(users)
      .where(inArray(users.email, Object.values(demoPeople).map((p) => p.email)));
    for (const [k, key] of (Object.keys(demoPeople) as (keyof typeof demoPeople)[]).entries()) {
      const person = named.find((n) => n.email === demoPeople[key].email);
      if (!person) continue;
      if (!person.mugshot) await tx.update(users).set({ mugshot: faces[generated.length + k] ?? null }).where(eq(users.id, person.id));
      await tx.update(eventMembers).set({ joinedAt: now })
        .where(and(eq(eventMembers.eventId, demo.id), eq(eventMembers.userId, person.id), isNull(eventMembers.joinedAt)));
      await attendees.tagMember(demo.id, person.id, ids(namedTags[key]));
    }
    return true;
  });
  if (seededNow) platform.logger.info(`demo attendees created: ${generated.length} people in /demo/attendees`);
}
