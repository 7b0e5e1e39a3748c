/**
 * Writes the event templates the server ships (decision 0089): `apps/server/src/features/event-archive/
 * templates/<name>.foyer.zip`, each an ordinary event archive with placeholder pictures drawn here (sharp
 * renders our own SVG; the posters' PDFs are made with pdf-lib). Run after changing a template:
 * `node --import tsx scripts/make-templates.ts`; the API test imports every template.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { zipSync } from 'fflate';
import {
  defaultPreviewConfig, eventArchiveFormat, eventArchiveManifest, eventArchiveVersion,
  type ArchiveEvent, type ArchiveFile, type ArchiveSpace, type EventArchiveManifest, type EventTemplate,
} from '@foyer/contracts';

const out = path.resolve(import.meta.dirname, '../apps/server/src/features/event-archive/templates');

/** The files of one template, each once by its hash. */
class Files {
  readonly list: ArchiveFile[] = [];
  readonly bytes = new Map<string, Uint8Array>();

  add(data: Buffer, contentType: ArchiveFile['content_type'], name: string): string {
    const hash = crypto.createHash('sha256').update(data).digest('hex');
    const ref = `files/${hash}`;
    if (!this.bytes.has(ref)) {
      this.list.push({ path: ref, content_type: contentType, name: `templates/${name}`, size: data.length });
      this.bytes.set(ref, new Uint8Array(data));
    }
    return ref;
  }

  async picture(svg: string, name: string): Promise<string> {
    return this.add(await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer(), 'image/png', name);
  }
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A flat placeholder: a colour field, soft circles and a label. */
function placeholder(width: number, height: number, colour: string, accent: string, label: string): string {
  const size = Math.round(Math.min(width, height) / 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="${colour}"/>
  <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.45}" fill="${accent}" opacity="0.35"/>
  <circle cx="${width * 0.12}" cy="${height * 0.95}" r="${height * 0.35}" fill="#ffffff" opacity="0.12"/>
  <text x="50%" y="54%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#ffffff">${esc(label)}</text>
</svg>`;
}

/** A square logo: initials in a rounded tile. */
const logo = (colour: string, initials: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect x="8" y="8" width="240" height="240" rx="48" fill="${colour}"/>
  <text x="128" y="150" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="88" font-weight="bold" fill="#ffffff">${esc(initials)}</text>
</svg>`;

/** A hall seen from above: an aisle and one stand per booth, each labelled. */
function hall(stands: { x: number; y: number; w: number; h: number; label: string; colour: string }[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="#eef1f6"/>
  <rect x="40" y="360" width="1120" height="80" fill="#d6dce8"/>
  <text x="600" y="410" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#5a6478">Entrance · Aisle</text>
  <rect x="80" y="500" width="480" height="220" rx="12" fill="#c9d2e3"/>
  <text x="320" y="622" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#5a6478">Café</text>
  <rect x="640" y="500" width="480" height="220" rx="12" fill="#c9d2e3"/>
  <text x="880" y="622" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#5a6478">Meeting point</text>
  ${stands.map((s) => `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="12" fill="${s.colour}"/>
  <text x="${s.x + s.w / 2}" y="${s.y + s.h / 2 + 12}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="32" font-weight="bold" fill="#ffffff">${esc(s.label)}</text>`).join('\n  ')}
</svg>`;
}

async function posterPdf(title: string, colour: [number, number, number]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 0, y: 0, width: 595, height: 842, color: rgb(...colour) });
  page.drawText(title, { x: 48, y: 740, size: 28, font, color: rgb(1, 1, 1) });
  page.drawText('Replace this poster with your own.', { x: 48, y: 700, size: 16, font, color: rgb(1, 1, 1) });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const baseEvent = (name: string, colour: string, intro: string): Omit<ArchiveEvent, 'logo' | 'banner_image' | 'background_image' | 'home_space'> => ({
  slug: 'template', name, language: 'en-US', timezone: 'UTC', primary_color: colour, intro_text: intro, intro_video: null, intro_thumbnail_url: null,
  autostart_intro_video: false, help_content: '', terms: '', privacy_statement: '', login_form_addendum: '', start_with_login_tab: false, published: false,
  invite_only: false, twitter_search: '', contact_email: null, goodiebag_name: 'Favorites', enable_group_sessions: false, enable_meeting_scheduling: false,
  enable_performers: true, enable_calendar: true, enable_attendees: true, enable_mobile_warning: false, is_lite: false, preview_config: defaultPreviewConfig,
  start_date: '2027-03-10', end_date: '2027-03-11', first_day_of_program: null, is_virtual: true, is_in_person: false, accreditation_active: false,
});

const emptySections = (): Omit<EventArchiveManifest, 'format' | 'version' | 'exported_at' | 'with_people' | 'files' | 'event' | 'spaces'> => ({
  people: [], navigation: [], chats: [], maps: { settings: [], areas: [] }, booths: { categories: [], booths: [] }, jobs: [],
  program: { tags: [], performers: [], entries: [] }, meetings: [], stage: { presentations: [], current: [] }, cinema: [], posters: [],
});

const space = (key: number, type: ArchiveSpace['type'], slug: string, name: string, settings: Record<string, unknown> = {}, image: string | null = null): ArchiveSpace =>
  ({ key, type, slug, name, published: true, image, location_type: 'virtual', settings });

const menu = (spaces: ArchiveSpace[]) =>
  spaces.map((s, i) => ({ key: i + 1, parent: null, kind: 'item' as const, text: s.name, order: i + 1, space: s.key, linked_space: null, url: null }));

const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

async function conference(files: Files): Promise<EventArchiveManifest> {
  const colour = '#2f5bd3';
  const spaces = [
    space(1, 'presentation', 'main-stage', 'Main stage', {}, await files.picture(placeholder(1600, 900, '#1f2f5c', colour, 'Main stage'), 'conference/stage')),
    space(2, 'meeting', 'meeting-rooms', 'Meeting rooms'),
    space(3, 'networking', 'lounge', 'Networking lounge', { max_calls: 24 }, await files.picture(placeholder(1600, 900, '#2a6f5b', '#7fd1b0', 'Lounge'), 'conference/lounge')),
    space(4, 'posters', 'posters', 'Poster hall', { enable_messaging: true, enable_video: false, help_content: '' }),
  ];
  const mugshot = (c: string, i: string, n: string) => files.picture(logo(c, i), `conference/${n}`);
  const day = '2027-03-10';
  return {
    ...emptySections(),
    event: {
      ...baseEvent('Conference', colour, 'Talks on the main stage, meetings in small rooms, a lounge to meet people and a poster hall.'),
      logo: await files.picture(logo(colour, 'C'), 'conference/logo'),
      banner_image: await files.picture(placeholder(1600, 400, colour, '#9fb6ff', 'Conference'), 'conference/banner'),
      background_image: null, home_space: 1,
    },
    spaces,
    navigation: menu(spaces),
    chats: [1, 3, 4],
    program: {
      tags: [
        { key: 1, text: 'Keynote', color: '#c2410c', order: 1, category: 'Format', category_order: 1 },
        { key: 2, text: 'Talk', color: '#2f5bd3', order: 2, category: 'Format', category_order: 1 },
        { key: 3, text: 'Panel', color: '#15803d', order: 3, category: 'Format', category_order: 1 },
      ],
      performers: [
        { key: 1, name: 'First speaker', mugshot: await mugshot('#6d28d9', 'FS', 'speaker-1'), location_type: 'virtual', descriptive_line: 'Replace with a speaker', about: '', external_id: null, attachments: [] },
        { key: 2, name: 'Second speaker', mugshot: await mugshot('#0f766e', 'SS', 'speaker-2'), location_type: 'virtual', descriptive_line: 'Replace with a speaker', about: '', external_id: null, attachments: [] },
      ],
      entries: [
        ['Welcome and keynote', '09:00', '10:00', [1], [1]],
        ['A talk', '10:30', '11:15', [2], [2]],
        ['Another talk', '11:30', '12:15', [2], [1]],
        ['Closing panel', '16:00', '17:00', [3], [1, 2]],
      ].map(([name, start, end, tags, people], i) => ({
        key: i + 1, space: 1, type: 'item' as const, parent: null, name: name as string, description: '', start_date: at(day, start as string), end_date: at(day, end as string),
        color: null, sponsor: null, subtitle: '', links: [], external_id: null, tags: tags as number[], performers: people as number[],
      })),
    },
    meetings: [
      { space: 2, slug: 'meet-the-speakers', title: 'Meet the speakers', description: '<p>Questions after the keynote.</p>', capacity: 12, starts_at: at(day, '10:00'), ends_at: at(day, '10:30'), is_walk_in: true, enable_host_chat: false, primary_speaker: null, hosts: [] },
      { space: 2, slug: 'workshop', title: 'A small workshop', description: '<p>Hands on, in a small group.</p>', capacity: 8, starts_at: at(day, '14:00'), ends_at: at(day, '15:00'), is_walk_in: false, enable_host_chat: false, primary_speaker: null, hosts: [] },
    ],
    posters: await Promise.all([['A first poster', [0.18, 0.36, 0.83]], ['A second poster', [0.06, 0.46, 0.43]]].map(async ([title, c], i) => ({
      space: 4, title: title as string, author: null, author_names: 'Replace with the authors', order: i,
      pdf: files.add(await posterPdf(title as string, c as [number, number, number]), 'application/pdf', `conference/poster-${i + 1}`),
      preview: await files.picture(placeholder(600, 850, i === 0 ? '#2f5bd3' : '#0f766e', '#ffffff', `Poster ${i + 1}`), `conference/poster-${i + 1}-preview`),
      video_url: null,
    }))),
  } as EventArchiveManifest;
}

async function tradeFair(files: Files): Promise<EventArchiveManifest> {
  const colour = '#b45309';
  const stands = [
    { x: 80, y: 80, w: 300, h: 220, label: 'Booth A', colour: '#b45309' },
    { x: 450, y: 80, w: 300, h: 220, label: 'Booth B', colour: '#0f766e' },
    { x: 820, y: 80, w: 300, h: 220, label: 'Booth C', colour: '#6d28d9' },
  ];
  const spaces = [
    space(1, 'map', 'hall', 'Exhibition hall', {}, await files.picture(hall(stands), 'trade-fair/hall')),
    ...stands.map((s, i) => space(i + 2, 'booth', `booth-${'abc'[i]}`, s.label)),
    space(5, 'jobs', 'jobs', 'Jobs'),
  ];
  const boothSpaces = spaces.filter((s) => s.type === 'booth');
  return {
    ...emptySections(),
    event: {
      ...baseEvent('Trade fair', colour, 'Walk the hall, visit the booths, leave your card and find a job.'),
      logo: await files.picture(logo(colour, 'TF'), 'trade-fair/logo'),
      banner_image: await files.picture(placeholder(1600, 400, colour, '#fcd34d', 'Trade fair'), 'trade-fair/banner'),
      background_image: null, home_space: 1, is_in_person: true,
    },
    spaces,
    navigation: menu([spaces[0]!, spaces[4]!]),
    chats: [1],
    maps: {
      settings: [{ space: 1, image_width: 1200, image_height: 800, help_content: '' }],
      areas: stands.map((s, i) => ({
        map: 1, shape: 'rect' as const, coords: [s.x, s.y, s.x + s.w, s.y + s.h], space: i + 2, widget: null, widget_link: null, embedded_url: null,
        name: '', for_mobile: true, x: null, y: null, order: i,
      })),
    },
    booths: {
      categories: [{ key: 1, map: 1, name: 'Exhibitors', order: 1 }, { key: 2, map: 1, name: 'Partners', order: 2 }],
      booths: await Promise.all(boothSpaces.map(async (s, i) => ({
        space: s.key, map: 1, category: i < 2 ? 1 : 2, name: s.name, subtitle: 'Replace with what the exhibitor does', physical_location: `Hall 1, stand ${i + 1}`,
        logo: await files.picture(logo(stands[i]!.colour, 'ABC'[i]!), `trade-fair/booth-${i + 1}-logo`), description: '<p>Tell visitors about the booth.</p>',
        type: (['large', 'medium', 'small'] as const)[i]!, image: null, booth_logo_url: null, color: stands[i]!.colour, custom_booth_url: null,
        website: '', help_content: '', enable_visitor_list: true, order: i, staff: [], documents: [], videos: [],
      }))),
    },
    jobs: [
      { booth: 2, title: 'A job at Booth A', description: '<p>Describe the job.</p>', email: 'jobs@example.com', assigned_staff: null, order: 0 },
      { booth: 3, title: 'A job at Booth B', description: '<p>Describe the job.</p>', email: 'jobs@example.com', assigned_staff: null, order: 1 },
    ],
  } as EventArchiveManifest;
}

async function onlineMeetup(files: Files): Promise<EventArchiveManifest> {
  const colour = '#0f766e';
  const spaces = [
    space(1, 'presentation', 'stage', 'Stage', {}, await files.picture(placeholder(1600, 900, '#134e4a', '#5eead4', 'Stage'), 'online-meetup/stage')),
    space(2, 'networking', 'hangout', 'Networking area', { max_calls: 10 }, await files.picture(placeholder(1600, 900, '#1e3a5f', '#93c5fd', 'Hangout'), 'online-meetup/hangout')),
  ];
  return {
    ...emptySections(),
    event: {
      ...baseEvent('Online meetup', colour, 'One stage for the talks, one area to talk to each other afterwards.'),
      logo: await files.picture(logo(colour, 'M'), 'online-meetup/logo'),
      banner_image: await files.picture(placeholder(1600, 400, colour, '#99f6e4', 'Online meetup'), 'online-meetup/banner'),
      background_image: null, home_space: 1, end_date: '2027-03-10',
    },
    spaces,
    navigation: menu(spaces),
    chats: [1, 2],
  } as EventArchiveManifest;
}

const templates: Record<EventTemplate, (files: Files) => Promise<EventArchiveManifest>> = {
  conference, 'trade-fair': tradeFair, 'online-meetup': onlineMeetup,
};

fs.mkdirSync(out, { recursive: true });
for (const [name, make] of Object.entries(templates)) {
  const files = new Files();
  const sections = await make(files);
  const manifest = eventArchiveManifest.parse({
    ...sections, format: eventArchiveFormat, version: eventArchiveVersion, exported_at: '2027-01-01T00:00:00.000Z', with_people: false, files: files.list,
  });
  const entries: Record<string, Uint8Array> = { 'manifest.json': new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`) };
  for (const [ref, data] of files.bytes) entries[ref] = data;
  // A fixed time in every entry, so the same template writes the same bytes.
  const zip = zipSync(entries, { mtime: new Date('2027-01-01T00:00:00Z') });
  fs.writeFileSync(path.join(out, `${name}.foyer.zip`), zip);
  console.log(`${name}: ${files.list.length} files, ${zip.length} bytes`);
}
