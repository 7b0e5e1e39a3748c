import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import { ProgramMissingError, runProgram } from '../../platform/programs';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import { cinemaVideos } from '../cinema/cinema.schema';
import { posters } from '../posters/posters.schema';
import type { DemoServices } from './demo.services';
import { posterPdf, posterPreviewSvg, thumbnailSvg, type PosterArtInput } from './demo.media-art';

/** Serialises this seed across server processes starting at once. */
const mediaSeedLockKey = 7301013;
/** Made once per checkout: encoding takes seconds, a cached file none. */
export const demoMediaCacheDir = path.resolve(import.meta.dirname, '../../../../../node_modules/.cache/foyer-demo-media');
const assetsDir = path.join(import.meta.dirname, 'assets');

export interface DemoFilm {
  title: string;
  description: string;
  tags: string[];
  /** An ffmpeg lavfi video source (drawn by ffmpeg itself, no input file). */
  source: string;
  tone: number;
  color: string;
  accent: string;
}

const seconds = 8;
const films: DemoFilm[] = [
  { title: 'Opening night at the harbour', description: 'The colours of the summit’s first evening, slowly drifting.', tags: ['Keynote'], source: 'gradients=size=320x180:rate=15:c0=0x5b3cc4:c1=0xf5c542:c2=0x1b1140:nb_colors=3:speed=0.04', tone: 262, color: '#5b3cc4', accent: '#f5c542' },
  { title: 'Calibrating a projector', description: 'Test patterns and colour bars: how the lab checks every screen before a session.', tags: ['Workshop', 'Optics'], source: 'testsrc2=size=320x180:rate=15', tone: 440, color: '#1d4ed8', accent: '#93c5fd' },
  { title: 'Rule 110 in light', description: 'A cellular automaton drawn line by line, as shown in the research talks.', tags: ['Research'], source: 'cellauto=size=320x180:rate=15:rule=110', tone: 330, color: '#0e7c86', accent: '#5eead4' },
  { title: 'Life under the lens', description: 'Conway’s game of life seen through the microscope of a demo lab.', tags: ['Research', 'Science'], source: 'life=size=320x180:rate=15:mold=10:ratio=0.2:death_color=#1b1140:life_color=#f5c542', tone: 392, color: '#b45309', accent: '#fde68a' },
  { title: 'Sunset over the water', description: 'A slow study in warm gradients for the design track.', tags: ['Design'], source: 'gradients=size=320x180:rate=15:c0=0xc2410c:c1=0xdb2777:c2=0x0f172a:nb_colors=3:speed=0.03', tone: 294, color: '#c2410c', accent: '#f9a8d4' },
];

/** A short WebM (VP8, Opus) of the film, encoded by Debian's ffmpeg into the cache when not there yet. */
export async function filmBytes(film: DemoFilm): Promise<Buffer> {
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', film.source,
    '-f', 'lavfi', '-i', `sine=frequency=${film.tone}:sample_rate=48000`,
    '-t', String(seconds), '-pix_fmt', 'yuv420p',
    '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '250k', '-g', '15',
    '-c:a', 'libopus', '-b:a', '24k', '-ac', '1', '-af', 'volume=0.2',
  ];
  const hash = crypto.createHash('sha256').update(args.join('\u0000')).digest('hex').slice(0, 16);
  const file = path.join(demoMediaCacheDir, `film-${hash}.webm`);
  try {
    return await fs.readFile(file);
  } catch {
    await fs.mkdir(demoMediaCacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp.webm`;
    await runProgram('ffmpeg', [...args, temp], { timeout: 120_000 });
    await fs.rename(temp, file);
    return fs.readFile(file);
  }
}

/** The research posters: twelve by demo people (the first by hana), each a two-page PDF. */
const posterTopics: Omit<PosterArtInput, 'authors'>[] = [
  { title: 'Daylight in deep-plan offices', field: 'Lighting', color: '#5b3cc4', abstract: 'How far daylight reaches into offices deeper than twelve metres, and what light shelves add.', findings: ['Light shelves double the useful daylight depth.', 'Glare complaints fall when blinds are automated.'] },
  { title: 'Anti-reflective coatings from recycled glass', field: 'Optics', color: '#1d4ed8', abstract: 'Porous silica layers made from crushed bottle glass match commercial coatings within two percent.', findings: ['Reflectance under 0.8 % across the visible range.', 'Costs a third of vapour deposition.'] },
  { title: 'Low-power LiDAR for bicycles', field: 'Hardware', color: '#0e7c86', abstract: 'A LiDAR that sees cars behind a cyclist on the energy of a rear light.', findings: ['Detects cars at 40 m in rain.', 'Runs nine hours on 2 Wh.'] },
  { title: 'Circadian lighting in hospital wards', field: 'Healthcare', color: '#9d174d', abstract: 'Patients under tunable white light slept 38 minutes longer.', findings: ['Shorter stays on two of three wards.', 'Nurses preferred warm light at night.'] },
  { title: 'Perovskite cells that survive a winter', field: 'Energy', color: '#c2410c', abstract: 'Encapsulation that kept perovskite cells above 90 % efficiency through a Nordic winter.', findings: ['Moisture ingress stopped by a double seal.', 'No loss after 120 freeze-thaw cycles.'] },
  { title: 'Neural denoising for night photography', field: 'Software', color: '#334155', abstract: 'A small network that runs on a phone and keeps stars as stars.', findings: ['Three stops cleaner at ISO 12800.', 'Runs in 40 ms on a mid-range phone.'] },
  { title: 'Museum lighting without UV damage', field: 'Design', color: '#db2777', abstract: 'Narrow-band LEDs that show colours true while sparing pigments.', findings: ['Fading slowed by a factor of six.', 'Visitors rated colours as more vivid.'] },
  { title: 'Fibre sensors in timber bridges', field: 'Architecture', color: '#15803d', abstract: 'Optical fibres glued into beams report strain and moisture for decades.', findings: ['Cracks found two years before inspection.', 'Sensors outlast the coating.'] },
  { title: 'Microscopy on a smartphone', field: 'Research', color: '#6d28d9', abstract: 'A clip-on lens and a free app resolve blood cells in the field.', findings: ['Resolution of 1.2 micrometres.', 'Costs under five euros to make.'] },
  { title: 'Street lights that dim for wildlife', field: 'Sustainability', color: '#047857', abstract: 'Amber lights that dim when nobody passes, and what bats and moths make of them.', findings: ['Bat activity back to dark-site levels.', 'Energy use down 61 %.'] },
  { title: 'Holographic displays for surgery', field: 'Healthcare', color: '#be123c', abstract: 'Surgeons read scans floating above the patient without turning their heads.', findings: ['Head turns per hour cut by 80 %.', 'No added eye strain after two hours.'] },
  { title: 'Measuring light pollution from orbit', field: 'Research', color: '#0369a1', abstract: 'Cubesat images calibrated against ground stations map sky glow street by street.', findings: ['Maps at 30 m resolution.', 'LED retrofits visible within a month.'] },
];

/** The demo's cinema (five short films made with ffmpeg) and poster hall (twelve posters), both open. */
export async function seedDemoMedia(platform: Platform, services: Pick<DemoServices, 'spaces' | 'cinema' | 'posters' | 'chat'>): Promise<void> {
  const db = platform.db;
  const [demo] = await db.select().from(events).where(eq(events.slug, 'demo'));
  if (!demo) return;
  const spaceOf = async (type: 'cinema' | 'posters', slug: string) =>
    (await db.select().from(spaces).where(and(eq(spaces.eventId, demo.id), eq(spaces.type, type), eq(spaces.slug, slug))))[0];
  const cinema = await spaceOf('cinema', 'cinema');
  const hall = await spaceOf('posters', 'poster-hall');
  if (!cinema || !hall) return;
  const [hasFilm] = await db.select({ id: cinemaVideos.id }).from(cinemaVideos).where(eq(cinemaVideos.cinemaId, cinema.id)).limit(1);
  const [hasPoster] = await db.select({ id: posters.id }).from(posters).where(eq(posters.spaceId, hall.id)).limit(1);
  if (hasFilm && hasPoster) return;

  const storage = platform.storage;
  const folder = 'demo/cinema';
  const stored: { url: string; thumbnail: string }[] = [];
  let fallback: Buffer | null = null;
  for (const [i, film] of films.entries()) {
    let data: Buffer;
    try {
      data = await filmBytes(film);
    } catch (err) {
      // Without ffmpeg the cinema still has something to play: the intro film, under each title (the
      // seed said so once when ffmpeg is not installed).
      if (!(err instanceof ProgramMissingError)) platform.logger.warn({ err }, 'ffmpeg could not make a demo film; the cinema shows the intro film instead');
      data = fallback ??= await fs.readFile(path.join(assetsDir, 'intro.webm'));
    }
    const [video, thumb] = await Promise.all([
      storage.put({ data, contentType: 'video/webm', folder, name: `film-${i + 1}` }),
      storage.put({ data: Buffer.from(thumbnailSvg(film.title, film.color, film.accent)), contentType: 'image/svg+xml', folder, name: `film-${i + 1}-thumb` }),
    ]);
    stored.push({ url: video.url, thumbnail: thumb.url });
  }

  const authorEmails = ['hana@example.com', ...Array.from({ length: 11 }, (_, i) => `attendee${String(i + 1).padStart(2, '0')}@example.com`)];
  const authorRows = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users);
  const art: { input: PosterArtInput; authorId: number | null; pdf: string; preview: string }[] = [];
  for (const [i, topic] of posterTopics.entries()) {
    const author = authorRows.find((u) => u.email === authorEmails[i]);
    const coAuthor = authorRows.find((u) => u.email === authorEmails[(i + 5) % authorEmails.length]);
    const names = [author, coAuthor].filter((u) => u !== undefined).map((u) => `${u.firstName} ${u.lastName}`.trim());
    const input = { ...topic, authors: names.join(', ') || 'Lumen research team' };
    const [pdf, preview] = await Promise.all([
      storage.put({ data: await posterPdf(input), contentType: 'application/pdf', folder: 'demo/posters', name: `poster-${i + 1}` }),
      storage.put({ data: Buffer.from(posterPreviewSvg(input)), contentType: 'image/svg+xml', folder: 'demo/posters', name: `poster-${i + 1}-preview` }),
    ]);
    art.push({ input, authorId: author?.id ?? null, pdf: pdf.url, preview: preview.url });
  }

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${mediaSeedLockKey})`);
    const spacesService = services.spaces.inTransaction(tx);
    const [filmAgain] = await tx.select({ id: cinemaVideos.id }).from(cinemaVideos).where(eq(cinemaVideos.cinemaId, cinema.id)).limit(1);
    if (!filmAgain) {
      const service = services.cinema.inTransaction(tx);
      for (const [i, film] of films.entries()) {
        await service.add(demo, cinema, { title: film.title, description: film.description, tags: film.tags, url: stored[i]!.url, thumbnail: stored[i]!.thumbnail, durationSeconds: seconds, order: i });
      }
      await tx.update(spaces).set({ published: true }).where(eq(spaces.id, cinema.id));
    }
    const [posterAgain] = await tx.select({ id: posters.id }).from(posters).where(eq(posters.spaceId, hall.id)).limit(1);
    if (!posterAgain) {
      const service = services.posters.inTransaction(tx);
      for (const [i, a] of art.entries()) {
        await service.add(demo, hall, { title: a.input.title, authorId: a.authorId, authorNames: a.input.authors, pdf: a.pdf, preview: a.preview, order: i });
      }
      await spacesService.configure(hall, {
        enable_messaging: true,
        enable_video: true,
        help_content: '<p>Browse the posters with the arrows or the list. Open one to read it page by page, then <strong>message</strong> or <strong>call</strong> its author.</p>',
      });
      await tx.update(spaces).set({ published: true }).where(eq(spaces.id, hall.id));
      await services.chat.inTransaction(tx).openChatOfSpace(hall);
    }
  });
}
