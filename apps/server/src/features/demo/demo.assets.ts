import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../platform/storage';
import { backgroundSvg, bannerSvg, logoSvg, palettes, type Palette } from './demo.art';
import { venueMapSvg } from './demo.map-art';
import { loungeSvg } from './demo.lounge-art';
import { deTexts, venueLabelsEn } from './demo.content';

export interface EventArt {
  logo: string;
  background: string;
  banner: string;
}

export interface DemoAssets {
  demo: EventArt;
  invite: EventArt;
  draft: EventArt;
  de: EventArt;
  venueMap: string;
  venueMapDe: string;
  /** The networking lounge's floor, seen from above (its calls stand on its tables). */
  lounge: string;
  introVideo: string;
  introThumbnail: string;
}

const assetsDir = path.join(import.meta.dirname, 'assets');
const svg = (text: string) => Buffer.from(text, 'utf8');

async function eventArt(storage: FileStorage, folder: string, p: Palette, tagline: string, label: string): Promise<EventArt> {
  const put = (name: string, body: string) => storage.put({ data: svg(body), contentType: 'image/svg+xml', folder, name });
  const [logo, background, banner] = await Promise.all([
    put('logo', logoSvg(p, 'LUMEN', tagline)),
    put('background', backgroundSvg(p, label)),
    put('banner', bannerSvg(p, label)),
  ]);
  return { logo: logo.url, background: background.url, banner: banner.url };
}

/**
 * Stores the demo artwork and the intro video. Run on every start, not only when seeding: keys are
 * content hashes, so this rewrites nothing that exists and restores files a fresh `DATA_DIR` lacks.
 */
export async function storeDemoAssets(storage: FileStorage): Promise<DemoAssets> {
  const [demo, invite, draft, de] = await Promise.all([
    eventArt(storage, 'demo/demo', palettes.violet, 'Summit 2026', 'Lumen Summit 2026: a venue glowing at dusk by the water'),
    eventArt(storage, 'demo/demo-invite', palettes.teal, 'Insiders', 'Lumen Insiders: the venue at dusk'),
    eventArt(storage, 'demo/demo-draft', palettes.ember, 'Autumn Forum', 'Lumen Autumn Forum: the venue at dusk'),
    eventArt(storage, 'demo/demo-de', palettes.blue, 'Forum Berlin', 'Lumen Forum Berlin: der Veranstaltungsort in der Abenddämmerung'),
  ]);
  const [venueMap, venueMapDe, lounge, video, thumbnail] = await Promise.all([
    storage.put({ data: svg(venueMapSvg(palettes.violet, venueLabelsEn, 'Venue map of Lumen Summit 2026')), contentType: 'image/svg+xml', folder: 'demo/maps', name: 'venue' }),
    storage.put({ data: svg(venueMapSvg(palettes.blue, deTexts.venueLabels, 'Lageplan des Lumen Forum Berlin')), contentType: 'image/svg+xml', folder: 'demo/maps', name: 'venue-de' }),
    storage.put({
      data: svg(loungeSvg(palettes.violet, 'The networking lounge of Lumen Summit 2026, seen from above', { bar: 'Coffee', entrance: 'Way in' })),
      contentType: 'image/svg+xml', folder: 'demo/networking', name: 'lounge',
    }),
    fs.readFile(path.join(assetsDir, 'intro.webm')).then((data) => storage.put({ data, contentType: 'video/webm', folder: 'demo/demo', name: 'intro' })),
    fs
      .readFile(path.join(assetsDir, 'intro-thumbnail.jpg'))
      .then((data) => storage.put({ data, contentType: 'image/jpeg', folder: 'demo/demo', name: 'intro-thumbnail' })),
  ]);
  return { demo, invite, draft, de, venueMap: venueMap.url, venueMapDe: venueMapDe.url, lounge: lounge.url, introVideo: video.url, introThumbnail: thumbnail.url };
}
