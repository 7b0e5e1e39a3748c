/**
 * The demo events' artwork, drawn as SVG in code: logos with a wordmark, an illustrated background (a
 * skyline at dusk around a glowing venue by the water) and a banner for the mobile entry page.
 * Everything is deterministic — the same palette gives the same bytes — so stored files keep their
 * content-hashed names from one start to the next.
 */

export interface Palette {
  /** Darkest tone: night sky, front buildings. */
  night: string;
  /** The event's brand colour. */
  primary: string;
  /** Lighter companion of the brand colour. */
  soft: string;
  /** Warm horizon glow. */
  warm: string;
  /** Brightest highlight: lit windows, sun. */
  light: string;
}

export const palettes = {
  violet: { night: '#15112f', primary: '#5b3cc4', soft: '#a28bf5', warm: '#ff7a59', light: '#ffc857' },
  teal: { night: '#0b1f2a', primary: '#0e7c86', soft: '#6fd3c9', warm: '#f28f3b', light: '#ffd27a' },
  ember: { night: '#23110c', primary: '#c2410c', soft: '#f5a97f', warm: '#ef4444', light: '#fde68a' },
  blue: { night: '#0c1530', primary: '#1d4ed8', soft: '#93b4fb', warm: '#f472b6', light: '#fcd34d' },
} satisfies Record<string, Palette>;

/** A small seeded random generator (mulberry32): the same seed draws the same picture. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const fontStack = "Inter, 'Segoe UI', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

/**
 * Geometric stroke letters, so the wordmark looks the same without any font. Each letter is drawn in
 * a box 44 high from its left edge `x`; the answer is the path and the letter's width.
 */
const letters: Record<string, (x: number) => [string, number]> = {
  L: (x) => [`M${x} 0V44H${x + 28}`, 28],
  U: (x) => [`M${x} 0V28a16 16 0 0 0 32 0V0`, 32],
  M: (x) => [`M${x} 44V0L${x + 20} 30L${x + 40} 0V44`, 40],
  E: (x) => [`M${x + 28} 0H${x}V44H${x + 28}M${x} 22H${x + 22}`, 28],
  N: (x) => [`M${x} 44V0L${x + 32} 44V0`, 32],
  O: (x) => [`M${x + 18} 0a18 22 0 1 0 0.01 0Z`, 36],
  R: (x) => [`M${x} 44V0H${x + 16}a12 12 0 0 1 0 24H${x}M${x + 14} 24L${x + 28} 44`, 30],
  F: (x) => [`M${x + 28} 0H${x}V44M${x} 22H${x + 22}`, 28],
  I: (x) => [`M${x} 0V44`, 0],
  S: (x) => [`M${x + 28} 6a14 12 0 0 0-14-6a14 11 0 0 0 0 22a14 11 0 0 1 0 22a14 12 0 0 1-14-6`, 28],
};

function wordPath(word: string, gap = 15): { d: string; width: number } {
  let x = 0;
  const parts: string[] = [];
  for (const ch of word) {
    const draw = letters[ch];
    if (!draw) throw new Error(`No stroke letter for ${ch}`);
    const [d, w] = draw(x);
    parts.push(d);
    x += w + gap;
  }
  return { d: parts.join(''), width: x - gap };
}

/** A logo: a round mark (a sun rising over water) beside a stroke wordmark and a spaced tagline. */
export function logoSvg(p: Palette, word: string, tagline: string): string {
  const mark = `
  <defs>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.soft}"/><stop offset="0.55" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.night}"/>
    </linearGradient>
    <linearGradient id="sun" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.warm}"/>
    </linearGradient>
    <clipPath id="disc"><circle cx="56" cy="60" r="44"/></clipPath>
  </defs>
  <circle cx="56" cy="60" r="44" fill="url(#mark)"/>
  <g clip-path="url(#disc)">
    <circle cx="56" cy="72" r="18" fill="url(#sun)"/>
    <g stroke="${p.light}" stroke-width="3.5" stroke-linecap="round" opacity="0.9">
      <path d="M56 40v-12M36 50l-8-8M76 50l8-8M28 66H16M84 66h12"/>
    </g>
    <rect x="0" y="74" width="120" height="40" fill="${p.night}" opacity="0.85"/>
    <g stroke="${p.soft}" stroke-width="2.5" stroke-linecap="round" opacity="0.8">
      <path d="M40 82h32M46 90h20M52 97h8"/>
    </g>
  </g>`;
  const wm = wordPath(word);
  const width = Math.ceil(126 + wm.width + 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120" viewBox="0 0 ${width} 120" role="img" aria-label="${esc(`${word} ${tagline}`)}">
  <title>${esc(`${word} ${tagline}`)}</title>${mark}
  <path transform="translate(124 24)" d="${wm.d}" fill="none" stroke="${p.primary}" stroke-width="8.5" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="125" y="100" font-family="${fontStack}" font-size="14.5" font-weight="700" letter-spacing="5.2" fill="${p.warm}">${esc(tagline.toUpperCase())}</text>
</svg>
`;
}

interface SceneSize {
  width: number;
  height: number;
  /** Where the horizon (waterline) lies, as a share of the height. */
  horizon: number;
  /** Where the venue stands, as a share of the width. */
  venueAt: number;
}

function stars(rand: () => number, s: SceneSize, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rand() * s.width;
    const y = rand() * s.height * s.horizon * 0.62;
    const r = 0.6 + rand() * 1.6;
    out.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" opacity="${r1(0.25 + rand() * 0.7)}"/>`);
  }
  return `<g fill="#ffffff">${out.join('')}</g>`;
}

/** A row of buildings standing on the horizon, some with lit windows. */
function skyline(rand: () => number, s: SceneSize, p: Palette, layer: 'back' | 'front'): string {
  const base = s.height * s.horizon;
  const out: string[] = [];
  const windows: string[] = [];
  let x = -20;
  const unit = s.width / 1920;
  while (x < s.width + 20) {
    const w = (layer === 'back' ? 50 + rand() * 90 : 40 + rand() * 80) * unit;
    const h = (layer === 'back' ? 90 + rand() * 260 : 40 + rand() * 190) * unit;
    // Keep the venue in view: nothing stands in front of it, only low buildings behind.
    const distance = Math.abs(x + w / 2 - s.width * s.venueAt);
    if (layer === 'front' && distance < 330 * unit) {
      x += w;
      continue;
    }
    const height = layer === 'back' && distance < 300 * unit ? h * 0.35 : h;
    out.push(`<rect x="${r1(x)}" y="${r1(base - height)}" width="${r1(w)}" height="${r1(height + 2)}"/>`);
    if (layer === 'front' && rand() > 0.3) {
      for (let wy = base - height + 12 * unit; wy < base - 10 * unit; wy += 16 * unit) {
        for (let wx = x + 8 * unit; wx < x + w - 10 * unit; wx += 14 * unit) {
          if (rand() > 0.62) windows.push(`<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(6 * unit)}" height="${r1(8 * unit)}"/>`);
        }
      }
    }
    x += w + (layer === 'back' ? 4 : 10 + rand() * 30) * unit;
  }
  const fill = layer === 'back' ? `fill="${p.primary}" opacity="0.55"` : `fill="${p.night}"`;
  return `<g ${fill}>${out.join('')}</g>${windows.length ? `<g fill="${p.light}" opacity="0.8">${windows.join('')}</g>` : ''}`;
}

/** The venue: a glass pavilion under a swooping roof, beams of light rising from it. */
function venue(s: SceneSize, p: Palette): string {
  const u = s.width / 1920;
  const cx = s.width * s.venueAt;
  const base = s.height * s.horizon;
  const w = 520 * u;
  const left = cx - w / 2;
  const right = cx + w / 2;
  const roofTop = base - 210 * u;
  const beams = [-170, -60, 60, 170]
    .map((dx, i) => {
      const x = cx + dx * u;
      const spread = (90 + i * 25) * u;
      return `<polygon points="${r1(x - 8 * u)},${r1(roofTop + 30 * u)} ${r1(x + 8 * u)},${r1(roofTop + 30 * u)} ${r1(x + dx * 1.6 * u + spread)},0 ${r1(x + dx * 1.6 * u - spread)},0" fill="url(#beam)"/>`;
    })
    .join('');
  return `
  <g>${beams}</g>
  <path d="M${r1(left)} ${r1(base)}V${r1(base - 120 * u)}Q${r1(cx)} ${r1(roofTop - 90 * u)} ${r1(right)} ${r1(base - 120 * u)}V${r1(base)}Z" fill="${p.night}"/>
  <path d="M${r1(left + 30 * u)} ${r1(base)}V${r1(base - 105 * u)}Q${r1(cx)} ${r1(roofTop - 50 * u)} ${r1(right - 30 * u)} ${r1(base - 105 * u)}V${r1(base)}Z" fill="url(#glass)"/>
  <g stroke="${p.night}" stroke-width="${r1(5 * u)}" opacity="0.7">
    ${[-3, -2, -1, 0, 1, 2, 3].map((i) => `<path d="M${r1(cx + i * 62 * u)} ${r1(base)}V${r1(base - (150 - Math.abs(i) * 14) * u)}"/>`).join('')}
    <path d="M${r1(left + 30 * u)} ${r1(base - 60 * u)}H${r1(right - 30 * u)}"/>
  </g>
  <path d="M${r1(left - 40 * u)} ${r1(base - 118 * u)}Q${r1(cx)} ${r1(roofTop - 120 * u)} ${r1(right + 40 * u)} ${r1(base - 118 * u)}" fill="none" stroke="${p.soft}" stroke-width="${r1(9 * u)}" stroke-linecap="round"/>`;
}

/** Water below the horizon, with the city's glow reflected in broken horizontal strokes. */
function water(rand: () => number, s: SceneSize, p: Palette): string {
  const base = s.height * s.horizon;
  const u = s.width / 1920;
  const lines: string[] = [];
  for (let y = base + 14 * u; y < s.height; y += 13 * u) {
    const depth = (y - base) / (s.height - base);
    const n = 3 + Math.floor(rand() * 4);
    for (let i = 0; i < n; i++) {
      const cx = s.width * s.venueAt + (rand() - 0.5) * (260 + depth * 900) * u;
      const len = (30 + rand() * 140) * u * (1 - depth * 0.5);
      const colour = rand() > 0.5 ? p.light : p.warm;
      lines.push(`<path d="M${r1(cx - len / 2)} ${r1(y)}h${r1(len)}" stroke="${colour}" opacity="${r1(0.65 - depth * 0.45)}"/>`);
    }
  }
  return `<rect x="0" y="${r1(base)}" width="${s.width}" height="${r1(s.height - base)}" fill="url(#water)"/>
  <g stroke-width="${r1(3.2 * u)}" stroke-linecap="round">${lines.join('')}</g>`;
}

function scene(p: Palette, s: SceneSize, seed: number, label: string): string {
  const rand = seeded(seed);
  // The glow rises behind the venue, as if the hall lit the sky.
  const sunX = s.width * s.venueAt;
  const base = s.height * s.horizon;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}" viewBox="0 0 ${s.width} ${s.height}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${esc(label)}">
  <title>${esc(label)}</title>
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.night}"/><stop offset="${r1(s.horizon * 0.55)}" stop-color="${p.primary}"/>
      <stop offset="${r1(s.horizon * 0.9)}" stop-color="${p.warm}"/><stop offset="${s.horizon}" stop-color="${p.light}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.light}" stop-opacity="0.95"/><stop offset="0.35" stop-color="${p.warm}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${p.warm}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="beam" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${p.light}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.soft}" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.warm}"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.night}"/>
    </linearGradient>
  </defs>
  <rect width="${s.width}" height="${r1(base)}" fill="url(#sky)"/>
  ${stars(rand, s, Math.round((s.width * s.height) / 9000))}
  <circle cx="${r1(sunX)}" cy="${r1(base)}" r="${r1(s.height * 0.42)}" fill="url(#glow)"/>
  ${skyline(rand, s, p, 'back')}
  ${venue(s, p)}
  ${skyline(rand, s, p, 'front')}
  ${water(rand, s, p)}
</svg>
`;
}

/** The entry page's background: a wide dusk scene (1920x1080, cropped to fit by the page). */
export function backgroundSvg(p: Palette, label: string): string {
  return scene(p, { width: 1920, height: 1080, horizon: 0.74, venueAt: 0.36 }, 2026, label);
}

/** The mobile entry page's banner: the same world, framed wide and low. */
export function bannerSvg(p: Palette, label: string): string {
  return scene(p, { width: 1200, height: 480, horizon: 0.7, venueAt: 0.42 }, 7, label);
}
