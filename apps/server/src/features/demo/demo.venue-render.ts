import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Logger } from '../../platform/logger';
import type { FileStorage } from '../../platform/storage';
import { palettes } from './demo.art';
import { terraceSvg, venueSvg, type VenueLabels } from './demo.venue-art';

export const venueLabels: VenueLabels = {
  title: 'Lumen Summit 2026 · Venue',
  stage: 'Main stage',
  cinema: 'Cinema',
  posters: 'Poster hall',
  expo: 'Expo hall',
  lounge: 'Networking lounge',
  foyer: 'Foyer',
  jobs: 'Job wall',
  speed: 'Speed networking',
  meetings: 'Meeting rooms',
  showcase: 'Showcase',
  terrace: 'Terrace',
  liveCam: 'Live cam',
  website: 'Website',
  reception: 'Reception',
  entrance: 'Entrance',
};

const assetsDir = path.join(import.meta.dirname, 'assets');

/** The two demo maps as SVG text, with the name their rendered WebP is committed under. */
export function venueArtSources(): { name: string; svg: string; file: string }[] {
  const p = palettes.violet;
  const sources = [
    { name: 'venue-illustrated', svg: venueSvg(p, venueLabels) },
    { name: 'terrace', svg: terraceSvg(p, 'Lumen Summit 2026 · Rooftop terrace', { bar: 'Sunset bar', stage: 'Sunset stage', stairs: 'Down to the venue' }) },
  ];
  return sources.map((s) => ({ ...s, file: `${s.name}-${crypto.createHash('sha256').update(s.svg).digest('hex').slice(0, 12)}.webp` }));
}

export const renderWebp = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg, 'utf8')).webp({ quality: 90, effort: 5 }).toBuffer();

/**
 * Stores the venue and terrace maps. The WebP files rendered from the current drawing are committed
 * (named by the SVG's hash), so a start costs no rendering; a drawing changed without rendering is
 * rasterised at start instead (and said so) — run this file to render the assets:
 * `npx tsx apps/server/src/features/demo/demo.venue-render.ts`.
 */
export async function storeVenueArt(storage: FileStorage, logger: Logger): Promise<{ venue: string; terrace: string }> {
  const urls = await Promise.all(
    venueArtSources().map(async (s) => {
      let data: Buffer | null = await fs.readFile(path.join(assetsDir, s.file)).catch(() => null);
      if (!data) {
        logger.warn({ file: s.file }, 'demo map art not rendered yet; rendering it now (run demo.venue-render.ts to commit it)');
        data = await renderWebp(s.svg);
      }
      return (await storage.put({ data, contentType: 'image/webp', folder: 'demo/maps', name: s.name })).url;
    }),
  );
  const [venue, terrace] = urls;
  if (!venue || !terrace) throw new Error('demo map art missing');
  return { venue, terrace };
}

/** Renders the committed assets, removing stale renders of older drawings. */
async function renderAssets(): Promise<void> {
  const sources = venueArtSources();
  const existing = await fs.readdir(assetsDir);
  for (const s of sources) {
    for (const old of existing.filter((f) => f.startsWith(`${s.name}-`) && f.endsWith('.webp') && f !== s.file)) await fs.rm(path.join(assetsDir, old));
    await fs.writeFile(path.join(assetsDir, s.file), await renderWebp(s.svg));
    console.log(`rendered ${s.file}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  renderAssets().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
