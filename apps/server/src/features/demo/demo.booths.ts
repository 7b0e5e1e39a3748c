import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { BoothType } from '@foyer/contracts';
import type { FileStorage } from '../../platform/storage';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import type { DemoServices } from './demo.services';
import { boothLogoSvg, brochurePdf, type BoothMark } from './demo.booth-art';

/**
 * The demo event's exhibition (docs/realtime.md, "Demo data"): 13 booths in four categories on the
 * venue map, all three sizes, each with a logo drawn in code, PDF brochures made in code, short local
 * video clips (made with ffmpeg, committed under assets/booths) and jobs at several booths. Bob staffs
 * Aurora Optics and Northwind Robotics; Priya and Marco staff others. Booth spaces and the job wall are
 * open. The booth space `aurora-optics` the foundation seed made becomes the first of them.
 */

const clipsDir = path.join(import.meta.dirname, 'assets', 'booths');
const clipNames = ['lens-zoom', 'growing-grid', 'warm-glow'] as const;
type Clip = (typeof clipNames)[number];

export const demoStaffPeople = [
  { email: 'priya@example.com', firstName: 'Priya', lastName: 'Raman', jobtitle: 'Partnerships', company: 'Verdant Grid' },
  { email: 'marco@example.com', firstName: 'Marco', lastName: 'Bellini', jobtitle: 'Host', company: 'Café Solstice' },
] as const;

type Staff = 'bob' | 'priya' | 'marco';
type Category = 'optics' | 'robotics' | 'green' | 'food';

interface DemoBooth {
  slug: string;
  name: string;
  short: string;
  subtitle: string;
  category: Category;
  type: BoothType;
  color: string;
  mark: BoothMark;
  stand: string;
  about: string;
  staff: Staff[];
  clips: Clip[];
  embedded?: { name: string; url: string };
  documents: string[];
  jobs?: { title: string; about: string; staff?: Staff }[];
  visitorList?: boolean;
}

const categories: Record<Category, string> = { optics: 'Optics & imaging', robotics: 'Robotics & AI', green: 'Sustainability', food: 'Food & drink' };

const booths: DemoBooth[] = [
  { slug: 'aurora-optics', name: 'Aurora Optics', short: 'AURORA', subtitle: 'Lenses for the night sky', category: 'optics', type: 'large', color: '#5b3cc4', mark: 'lens', stand: 'Expo hall, stand A1',
    about: 'We grind telescope optics by hand in Tromsø and ship them to observatories on five continents.', staff: ['bob', 'marco'], clips: ['lens-zoom', 'warm-glow'],
    embedded: { name: 'Aurora over the fjord (YouTube)', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, documents: ['Product brochure', 'Price list 2026'], visitorList: true,
    jobs: [{ title: 'Optical engineer', about: 'Design and test lens assemblies for our observatory line.', staff: 'bob' }, { title: 'Field sales lead, Nordics', about: 'Visit observatories and universities across the Nordics.' }] },
  { slug: 'prism-lab', name: 'Prism Lab', short: 'PRISM', subtitle: 'Spectral imaging kits', category: 'optics', type: 'small', color: '#0e7c86', mark: 'prism', stand: 'Expo hall, stand A2',
    about: 'Affordable hyperspectral cameras for schools, farms and museums.', staff: [], clips: ['lens-zoom'], documents: ['Kit overview'] },
  { slug: 'lumenworks', name: 'Lumenworks', short: 'LUMENWORKS', subtitle: 'Light you can tune', category: 'optics', type: 'medium', color: '#d97706', mark: 'sun', stand: 'Expo hall, stand A3',
    about: 'Circadian lighting for offices and hospitals, tuned through the day.', staff: [], clips: ['warm-glow'], documents: ['Case studies', 'Installation guide'] },
  { slug: 'northwind-robotics', name: 'Northwind Robotics', short: 'NORTHWIND', subtitle: 'Robots for cold places', category: 'robotics', type: 'large', color: '#1d4ed8', mark: 'gear', stand: 'Expo hall, stand B1',
    about: 'Autonomous inspection robots for wind farms, pipelines and polar stations.', staff: ['bob'], clips: ['growing-grid', 'lens-zoom'],
    embedded: { name: 'Field test on Svalbard (Vimeo)', url: 'https://vimeo.com/76979871' }, documents: ['Robot fleet brochure'], visitorList: true,
    jobs: [{ title: 'Robotics software engineer', about: 'Work on navigation and perception in ROS 2 and Rust.', staff: 'bob' }, { title: 'Field technician', about: 'Keep our robots running at customer sites; travel about a week a month.' }] },
  { slug: 'cobalt-minds', name: 'Cobalt Minds', short: 'COBALT', subtitle: 'Machine learning you can audit', category: 'robotics', type: 'medium', color: '#334155', mark: 'hex', stand: 'Expo hall, stand B2',
    about: 'Explainable models for insurers and public services, with audit trails built in.', staff: [], clips: ['growing-grid'], documents: ['Whitepaper: auditable AI'],
    jobs: [{ title: 'Machine learning intern', about: 'Six months on fairness testing with our research team.' }] },
  { slug: 'tinkerforge', name: 'Tinkerforge', short: 'TINKER', subtitle: 'Maker kits and workshops', category: 'robotics', type: 'small', color: '#be123c', mark: 'bolt', stand: 'Expo hall, stand B3',
    about: 'Build-your-own robot kits for classrooms, with lesson plans in nine languages.', staff: [], clips: ['growing-grid'], documents: ['Workshop catalogue'] },
  { slug: 'verdant-grid', name: 'Verdant Grid', short: 'VERDANT', subtitle: 'Neighbourhood energy', category: 'green', type: 'large', color: '#15803d', mark: 'leaf', stand: 'Expo hall, stand C1',
    about: 'Shared batteries and solar for whole streets, run as cooperatives.', staff: ['priya'], clips: ['warm-glow', 'growing-grid'], documents: ['Cooperative guide', 'Annual report'], visitorList: true,
    jobs: [{ title: 'Grid analyst', about: 'Model demand and storage for new neighbourhood projects.', staff: 'priya' }] },
  { slug: 'tidewater-energy', name: 'Tidewater Energy', short: 'TIDEWATER', subtitle: 'Power from the tides', category: 'green', type: 'medium', color: '#0369a1', mark: 'wave', stand: 'Expo hall, stand C2',
    about: 'Quiet tidal turbines that share the water with fish and seals.', staff: ['priya'], clips: ['lens-zoom'], documents: ['Turbine fact sheet'] },
  { slug: 'kelp-and-co', name: 'Kelp & Co', short: 'KELP & CO', subtitle: 'Seaweed packaging', category: 'green', type: 'small', color: '#047857', mark: 'kelp', stand: 'Expo hall, stand C3',
    about: 'Packaging grown in the sea that composts in your garden in six weeks.', staff: [], clips: ['growing-grid'], documents: ['Material data sheet'] },
  { slug: 'cafe-solstice', name: 'Café Solstice', short: 'SOLSTICE', subtitle: 'Coffee roasted at dawn', category: 'food', type: 'medium', color: '#92400e', mark: 'cup', stand: 'Expo hall, stand D1',
    about: 'Single-origin coffee from farms we visit every year. Come for a free flat white.', staff: ['marco'], clips: ['warm-glow'], documents: ['Menu', 'Our farms'],
    jobs: [{ title: 'Head barista', about: 'Lead our event coffee bar and train new baristas.', staff: 'marco' }] },
  { slug: 'ember-bakehouse', name: 'Ember Bakehouse', short: 'EMBER', subtitle: 'Wood-fired bread', category: 'food', type: 'small', color: '#c2410c', mark: 'flame', stand: 'Expo hall, stand D2',
    about: 'Sourdough baked in a wood-fired oven we built from an old ship’s boiler.', staff: ['marco'], clips: ['warm-glow'], documents: ['Wholesale price list'] },
  { slug: 'orchard-lane', name: 'Orchard Lane Cider', short: 'ORCHARD', subtitle: 'Cider from old orchards', category: 'food', type: 'large', color: '#65a30d', mark: 'apple', stand: 'Expo hall, stand D3',
    about: 'We rescue forgotten orchards and press their apples into dry, sparkling cider.', staff: [], clips: ['warm-glow', 'growing-grid'], documents: ['Tasting notes'] },
  { slug: 'polaris-maps', name: 'Polaris Maps', short: 'POLARIS', subtitle: 'Charts for explorers', category: 'optics', type: 'medium', color: '#7c3aed', mark: 'star', stand: 'Expo hall, stand A4',
    about: 'Satellite imagery turned into hand-finished charts for sailors and mountaineers.', staff: [], clips: ['lens-zoom'], documents: ['Chart catalogue'] },
];

const html = (about: string, name: string) =>
  `<p>${about}</p><p>Visit us at the booth or leave your business card — <strong>${name}</strong> will get back to you after the summit.</p>`;

/** Stores the booths' logos, brochures and clips; answers their addresses. */
async function storeBoothFiles(storage: FileStorage) {
  const clips = Object.fromEntries(
    await Promise.all(
      clipNames.map(async (name) => {
        const [video, still] = await Promise.all([
          fs.readFile(path.join(clipsDir, `${name}.webm`)).then((data) => storage.put({ data, contentType: 'video/webm', folder: 'demo/booths/clips', name })),
          fs.readFile(path.join(clipsDir, `${name}.jpg`)).then((data) => storage.put({ data, contentType: 'image/jpeg', folder: 'demo/booths/clips', name })),
        ]);
        return [name, { video: video.url, still: still.url }] as const;
      }),
    ),
  ) as Record<Clip, { video: string; still: string }>;
  const files = new Map<string, { logo: string; documents: string[] }>();
  for (const b of booths) {
    const folder = `demo/booths/${b.slug}`;
    const logo = await storage.put({ data: Buffer.from(boothLogoSvg(b.name, b.short, b.color, b.mark)), contentType: 'image/svg+xml', folder, name: 'logo' });
    const documents: string[] = [];
    for (const title of b.documents) {
      const data = await brochurePdf({
        booth: b.name, title, color: b.color, intro: `${b.about} ${b.subtitle}.`,
        rows: [['Stand', b.stand], ['Category', categories[b.category]], ['Website', `${b.slug}.example`], ['Contact', `hello@${b.slug}.example`]],
      });
      documents.push((await storage.put({ data, contentType: 'application/pdf', folder, name: title })).url);
    }
    files.set(b.slug, { logo: logo.url, documents });
  }
  return { clips, files };
}

async function staffIds(db: Executor, bobId: number): Promise<Record<Staff, number>> {
  await db.insert(users).values(demoStaffPeople.map((p) => ({ ...p, termsAgreed: true, isPublic: true }))).onConflictDoNothing({ target: users.email });
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, demoStaffPeople.map((p) => p.email)));
  const id = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`demo person ${email} was not stored`);
    return row.id;
  };
  return { bob: bobId, priya: id('priya@example.com'), marco: id('marco@example.com') };
}

/**
 * Seeds the demo event's booths, categories and jobs (inside the demo seed's transaction, after the
 * demo event, its venue map and its people exist).
 */
export async function seedDemoBooths(db: Executor, storage: FileStorage, services: DemoServices): Promise<void> {
  const [demo] = await db.select().from(events).where(eq(events.slug, 'demo')).limit(1);
  if (!demo) throw new Error('the demo event must exist before its booths');
  const spacesService = services.spaces.inTransaction(db);
  const venue = await spacesService.findByTypeAndSlug(demo.id, 'map', 'venue');
  if (!venue) throw new Error('the demo venue map must exist before its booths');
  const [bob] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'bob@example.com')).limit(1);
  if (!bob) throw new Error('bob must exist before the demo booths');
  const { clips, files } = await storeBoothFiles(storage);
  const staff = await staffIds(db, bob.id);
  const eventsService = services.events.inTransaction(db);
  for (const id of [staff.priya, staff.marco]) await eventsService.setMember(demo.id, id, 'staff');

  const boothsService = services.booths.inTransaction(db);
  const jobsService = services.jobs.inTransaction(db);
  const categoryIds = {} as Record<Category, number>;
  for (const [order, key] of (Object.keys(categories) as Category[]).entries()) {
    categoryIds[key] = (await boothsService.createCategory(demo, venue, categories[key], order)).id;
  }
  for (const [order, b] of booths.entries()) {
    const f = files.get(b.slug);
    if (!f) throw new Error(`no files for ${b.slug}`);
    const input = {
      slug: b.slug, name: b.name, published: true, mapSpaceId: venue.id, categoryId: categoryIds[b.category], subtitle: b.subtitle,
      logo: f.logo, boothLogoUrl: f.logo, physicalLocation: b.stand, description: html(b.about, b.name), type: b.type, color: b.color,
      website: `https://${b.slug}.example`, helpContent: `<p>Questions about ${b.name}? Ask our staff in the booth chat or leave a business card.</p>`,
      enableVisitorList: b.visitorList ?? false, order, staffIds: b.staff.map((s) => staff[s]),
      documents: b.documents.map((name, i) => ({ name, url: f.documents[i] ?? '' })),
      videos: [
        ...b.clips.map((clip) => ({ name: clipTitles[clip], url: clips[clip].video, thumbnail: clips[clip].still })),
        ...(b.embedded ? [{ name: b.embedded.name, embeddedUrl: b.embedded.url }] : []),
      ],
    };
    // The foundation seed made the first booth's space; it gets its booth row and opens.
    const existing = await spacesService.findByTypeAndSlug(demo.id, 'booth', b.slug);
    if (existing) await db.update(spaces).set({ published: true, name: b.name }).where(and(eq(spaces.id, existing.id)));
    const booth = existing ? await boothsService.attach(demo, existing, input) : await boothsService.create(demo, input);
    for (const [i, job] of (b.jobs ?? []).entries()) {
      await jobsService.create(demo, {
        boothId: booth.spaceId, title: job.title, email: `jobs@${b.slug}.example`, order: order * 10 + i,
        description: `<p>${job.about}</p><ul><li>Full time, hybrid</li><li>Start: autumn 2026</li></ul><p>Tell us why you would like to join <strong>${b.name}</strong>.</p>`,
        assignedStaffId: job.staff ? staff[job.staff] : null,
      });
    }
  }
  // The job wall lists the booths' jobs; it opens with the exhibition.
  await db.update(spaces).set({ published: true }).where(and(eq(spaces.eventId, demo.id), eq(spaces.type, 'jobs'), eq(spaces.slug, 'job-wall')));
}

const clipTitles: Record<Clip, string> = { 'lens-zoom': 'Through the lens', 'growing-grid': 'Systems that grow', 'warm-glow': 'Made with care' };
