import { fontStack, seeded, type Palette } from './demo.art';

/**
 * The illustrated venue of the `demo` event, seen from above, drawn as SVG in code and rasterised to
 * WebP (demo.venue-render.ts). The places below are the drawing's own coordinates; the map areas of
 * demo.venue.ts are laid exactly over them, so a change here moves the clickable areas too.
 */
export const venueSize = { width: 1600, height: 1000 } as const;
export const terraceSize = { width: 1200, height: 760 } as const;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const venuePlaces = {
  building: { x: 60, y: 60, w: 1320, h: 800 },
  stage: { x: 100, y: 100, w: 460, h: 300 },
  cinema: { x: 600, y: 100, w: 300, h: 300 },
  posters: { x: 940, y: 100, w: 400, h: 300 },
  expo: { x: 100, y: 450, w: 520, h: 390 },
  lounge: { x: 660, y: 450, w: 320, h: 240 },
  foyer: { x: 660, y: 710, w: 320, h: 130 },
  jobs: { x: 1020, y: 450, w: 320, h: 105 },
  speed: { x: 1020, y: 575, w: 320, h: 115 },
  meetings: { x: 1020, y: 710, w: 320, h: 130 },
  showcase: { x: 1410, y: 110, w: 170, h: 210 },
  terraceStairs: { x: 1410, y: 370, w: 170, h: 190 },
  liveCam: { x: 1495, y: 655, w: 0, h: 0 },
  website: { x: 1420, y: 740, w: 150, h: 100 },
  reception: { x: 700, y: 760, w: 150, h: 56 },
  infoKiosk: { x: 920, y: 780, w: 0, h: 0 },
} as const satisfies Record<string, Box>;

/** The main stage's fan-shaped auditorium (a polygon area). */
export const stageFan: readonly number[] = [100, 100, 560, 100, 560, 320, 480, 400, 180, 400, 100, 320];
/** The lounge rug (a circle area): centre and radius. */
export const loungeCircle = { cx: 820, cy: 575, r: 108 } as const;
export const kioskCircle = { cx: 925, cy: 790, r: 34 } as const;
export const liveCamCircle = { cx: 1495, cy: 650, r: 44 } as const;
/** The stairs up to the terrace (a polygon area). */
export const stairsPoly: readonly number[] = [1420, 380, 1570, 380, 1570, 550, 1495, 560, 1420, 550];

/** The fifteen booth stands of the expo hall, row by row (stand codes A1…C5). */
export const boothStands: readonly (Box & { code: string })[] = Array.from({ length: 15 }, (_, i) => {
  const row = Math.floor(i / 5);
  const col = i % 5;
  return { code: `${'ABC'[row]}${col + 1}`, x: 120 + col * 98, y: 500 + row * 112, w: 86, h: 86 };
});

export const terracePlaces = {
  stairsDown: { x: 60, y: 300, w: 150, h: 170 },
  bar: { x: 420, y: 80, w: 360, h: 110 },
  sunsetStage: { x: 880, y: 420, w: 0, h: 0 },
} as const satisfies Record<string, Box>;
export const sunsetCircle = { cx: 920, cy: 470, r: 150 } as const;

export interface VenueLabels {
  title: string;
  stage: string;
  cinema: string;
  posters: string;
  expo: string;
  lounge: string;
  foyer: string;
  jobs: string;
  speed: string;
  meetings: string;
  showcase: string;
  terrace: string;
  liveCam: string;
  website: string;
  reception: string;
  entrance: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r1 = (n: number) => Math.round(n * 10) / 10;

/** A hall's name on a rounded sign, with a coloured dot for its kind. */
function sign(x: number, y: number, text: string, fill: string, dot: string, size = 17): string {
  const w = Math.round(text.length * size * 0.6 + 44);
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${size + 15}" rx="${(size + 15) / 2}" fill="${fill}"/>
    <circle cx="${x + 16}" cy="${y + (size + 15) / 2}" r="5" fill="${dot}"/>
    <text x="${x + 28}" y="${y + size + 3}" font-family="${fontStack}" font-size="${size}" font-weight="700" fill="#ffffff">${esc(text)}</text></g>`;
}

function room(b: Box, floor: string, wall: string): string {
  return `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="14" fill="${floor}" stroke="${wall}" stroke-width="4"/>`;
}

function tree(x: number, y: number, r: number, rnd: () => number): string {
  const dark = rnd() > 0.5 ? '#5fae7e' : '#6bb98a';
  return `<ellipse cx="${x + r * 0.25}" cy="${y + r * 0.35}" rx="${r}" ry="${r * 0.8}" fill="#000" opacity="0.10"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="${dark}"/><circle cx="${r1(x - r * 0.25)}" cy="${r1(y - r * 0.3)}" r="${r1(r * 0.55)}" fill="#8fd1a6"/>`;
}

function lawn(width: number, height: number, seed: number): string {
  const rnd = seeded(seed);
  const tufts = Array.from({ length: 220 }, () => {
    const x = r1(rnd() * width);
    const y = r1(rnd() * height);
    return `<path d="M${x} ${y}l3-7l3 7" />`;
  }).join('');
  return `<rect width="${width}" height="${height}" fill="#e3f1df"/><g fill="none" stroke="#c9e4c2" stroke-width="2" stroke-linecap="round">${tufts}</g>`;
}

function stage(p: Palette): string {
  const fan = stageFan.join(' ');
  const rows = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const y = 240 + i * 25;
      const half = 96 + i * 17;
      const seats: string[] = [];
      for (let k = -half; k <= half; k += 19) {
        const dy = r1((k * k) / (half * 9));
        seats.push(`<rect x="${r1(330 + k - 6)}" y="${r1(y - dy)}" width="12" height="10" rx="3"/>`);
      }
      return seats.join('');
    })
    .join('');
  return `<polygon points="${fan}" fill="#efe9ff" stroke="${p.primary}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M150 112h360v70q-180 38-360 0z" fill="${p.night}"/>
    <path d="M190 118h280" stroke="${p.light}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
    <polygon points="220,120 170,230 270,230" fill="url(#beam)"/><polygon points="440,120 390,230 490,230" fill="url(#beam)"/>
    <rect x="300" y="140" width="60" height="22" rx="6" fill="${p.primary}"/><circle cx="330" cy="150" r="5" fill="${p.light}"/>
    <g fill="${p.soft}">${rows}</g>`;
}

function cinema(p: Palette): string {
  const c = venuePlaces.cinema;
  const seats = [0, 1, 2, 3, 4, 5]
    .map((r) =>
      Array.from({ length: 9 }, (_, k) => `<rect x="${c.x + 42 + k * 25}" y="${c.y + 140 + r * 24}" width="16" height="14" rx="4"/>`).join(''),
    )
    .join('');
  return `${room(c, '#2a2350', p.night)}
    <rect x="${c.x + 30}" y="${c.y + 62}" width="${c.w - 60}" height="16" rx="4" fill="#ffffff"/>
    <polygon points="${c.x + 30},${c.y + 78} ${c.x + c.w - 30},${c.y + 78} ${c.x + c.w - 10},${c.y + 150} ${c.x + 10},${c.y + 150}" fill="url(#screenGlow)"/>
    <g fill="${p.warm}">${seats}</g>
    <path d="M${c.x + c.w / 2 - 10} ${c.y + c.h - 4}h20" stroke="${p.light}" stroke-width="8"/>`;
}

function posters(p: Palette): string {
  const b = venuePlaces.posters;
  const colours = [p.primary, p.warm, '#2bb3a3', p.light];
  const boards = Array.from({ length: 10 }, (_, i) => {
    const x = b.x + 34 + (i % 5) * 72;
    const y = b.y + 70 + Math.floor(i / 5) * 112;
    return `<rect x="${x}" y="${y}" width="54" height="74" rx="4" fill="#ffffff" stroke="#d6cff3" stroke-width="2"/>
      <rect x="${x + 6}" y="${y + 6}" width="42" height="16" rx="2" fill="${colours[i % 4]}"/>
      <path d="M${x + 8} ${y + 34}h36M${x + 8} ${y + 44}h28M${x + 8} ${y + 54}h32" stroke="#c4bce6" stroke-width="3" stroke-linecap="round"/>
      <path d="M${x + 14} ${y + 74}l-6 14M${x + 40} ${y + 74}l6 14" stroke="#9b92c9" stroke-width="3"/>`;
  }).join('');
  return `${room(b, '#fff8ec', '#f2c987')}${boards}`;
}

function expo(p: Palette): string {
  const b = venuePlaces.expo;
  const colours = [p.primary, p.warm, '#2bb3a3', '#e0a100', '#d9468f', '#3b82f6'];
  const stands = boothStands
    .map((s, i) => {
      const c = colours[i % colours.length] ?? p.primary;
      return `<g><rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="6" fill="#ffffff" stroke="#e2dcf7" stroke-width="2"/>
        <rect x="${s.x}" y="${s.y}" width="${s.w}" height="18" rx="5" fill="${c}"/>
        <rect x="${s.x + 14}" y="${s.y + 52}" width="${s.w - 28}" height="18" rx="5" fill="${c}" opacity="0.25"/>
        <circle cx="${s.x + s.w / 2}" cy="${s.y + 37}" r="11" fill="${c}" opacity="0.85"/>
        <text x="${s.x + s.w - 8}" y="${s.y + s.h - 6}" text-anchor="end" font-family="${fontStack}" font-size="12" font-weight="700" fill="#8a80b8">${s.code}</text></g>`;
    })
    .join('');
  return `${room(b, '#f4f1ff', '#cfc4f7')}
    <path d="M${b.x + 20} ${b.y + 152}H${b.x + b.w - 20}M${b.x + 20} ${b.y + 264}H${b.x + b.w - 20}" stroke="#e4ddfb" stroke-width="18" stroke-linecap="round"/>
    ${stands}`;
}

function lounge(p: Palette, rnd: () => number): string {
  const { cx, cy, r } = loungeCircle;
  const b = venuePlaces.lounge;
  const sofas = [0, 1, 2, 3, 4]
    .map((i) => {
      const a = -Math.PI / 2 + (i / 5) * Math.PI * 2;
      const x = r1(cx + Math.cos(a) * 66);
      const y = r1(cy + Math.sin(a) * 66);
      const deg = r1((a * 180) / Math.PI + 90);
      return `<g transform="translate(${x} ${y}) rotate(${deg})"><rect x="-24" y="-9" width="48" height="20" rx="9" fill="${p.warm}"/><rect x="-20" y="-4" width="40" height="12" rx="6" fill="#ffb199"/></g>`;
    })
    .join('');
  const plants = [
    [b.x + b.w - 26, b.y + 26], [b.x + 26, b.y + b.h - 26], [b.x + b.w - 26, b.y + b.h - 26],
  ]
    .map(([x, y]) => tree(x ?? 0, y ?? 0, 14, rnd))
    .join('');
  return `${room(b, '#fff3ee', '#f6b8a4')}
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffe2d6" stroke="${p.warm}" stroke-width="3" stroke-dasharray="4 8"/>
    ${sofas}<circle cx="${cx}" cy="${cy}" r="24" fill="#ffffff" stroke="${p.warm}" stroke-width="4"/>
    <path d="M${cx - 8} ${cy - 3}h16v8a8 8 0 0 1-16 0z" fill="${p.primary}"/>${plants}`;
}

function foyer(p: Palette): string {
  const b = venuePlaces.foyer;
  const d = venuePlaces.reception;
  const k = kioskCircle;
  return `${room(b, '#f7f5fd', '#cfc4f7')}
    <path d="M${d.x} ${d.y + d.h}q${d.w / 2} -${d.h * 1.3} ${d.w} 0" fill="none" stroke="${p.primary}" stroke-width="16" stroke-linecap="round"/>
    <circle cx="${d.x + d.w / 2 - 30}" cy="${d.y + 44}" r="7" fill="${p.light}"/><circle cx="${d.x + d.w / 2 + 30}" cy="${d.y + 44}" r="7" fill="${p.light}"/>
    <circle cx="${k.cx}" cy="${k.cy}" r="${k.r - 8}" fill="${p.primary}"/>
    <text x="${k.cx}" y="${k.cy + 9}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="28" font-style="italic" font-weight="700" fill="#ffffff">i</text>`;
}

function jobs(p: Palette): string {
  const b = venuePlaces.jobs;
  const notes = Array.from({ length: 8 }, (_, i) => {
    const x = b.x + 22 + i * 36;
    const tilt = (i % 3) - 1;
    return `<rect x="${x}" y="${b.y + 48}" width="28" height="34" rx="3" fill="${i % 2 ? p.light : '#ffffff'}" stroke="#e6c76a" stroke-width="2" transform="rotate(${tilt * 4} ${x + 14} ${b.y + 65})"/>
      <circle cx="${x + 14}" cy="${b.y + 51}" r="3" fill="${p.warm}"/>`;
  }).join('');
  return `${room(b, '#fffbe8', '#f0d98a')}${notes}`;
}

function speed(p: Palette): string {
  const b = venuePlaces.speed;
  const pairs = Array.from({ length: 5 }, (_, i) => {
    const x = b.x + 40 + i * 60;
    const y = b.y + 76;
    return `<circle cx="${x}" cy="${y}" r="13" fill="#ffffff" stroke="${p.primary}" stroke-width="3"/>
      <circle cx="${x - 20}" cy="${y}" r="7" fill="${p.primary}"/><circle cx="${x + 20}" cy="${y}" r="7" fill="${p.warm}"/>`;
  }).join('');
  return `${room(b, '#eef6ff', '#a9c8f5')}${pairs}
    <circle cx="${b.x + b.w - 28}" cy="${b.y + 26}" r="13" fill="#ffffff" stroke="${p.primary}" stroke-width="3"/>
    <path d="M${b.x + b.w - 28} ${b.y + 18}v8l6 4" stroke="${p.primary}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

function meetings(p: Palette): string {
  const b = venuePlaces.meetings;
  const rooms = Array.from({ length: 4 }, (_, i) => {
    const x = b.x + 14 + i * 76;
    const y = b.y + 48;
    const chairs = [-14, 0, 14].map((dx) => `<circle cx="${x + 34 + dx}" cy="${y + 16}" r="5"/><circle cx="${x + 34 + dx}" cy="${y + 56}" r="5"/>`).join('');
    return `<rect x="${x}" y="${y}" width="68" height="72" rx="6" fill="#ffffff" stroke="#b9d6f7" stroke-width="3"/>
      <rect x="${x + 14}" y="${y + 24}" width="40" height="24" rx="8" fill="${p.soft}"/><g fill="${p.primary}">${chairs}</g>`;
  }).join('');
  return `${room(b, '#f3f8ff', '#a9c8f5')}${rooms}`;
}

function outside(p: Palette, rnd: () => number): string {
  const s = venuePlaces.showcase;
  const w = venuePlaces.website;
  const cam = liveCamCircle;
  const steps = Array.from({ length: 7 }, (_, i) => `<path d="M1430 ${398 + i * 21}H1560" />`).join('');
  return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="18" fill="#e6fbff" stroke="#48b9cf" stroke-width="4"/>
    <rect x="${s.x + 12}" y="${s.y + 12}" width="${s.w - 24}" height="${s.h - 24}" rx="12" fill="none" stroke="#9fe3ef" stroke-width="2" stroke-dasharray="6 6"/>
    <circle cx="${s.x + 50}" cy="${s.y + 118}" r="20" fill="#48b9cf"/><rect x="${s.x + 92}" y="${s.y + 96}" width="44" height="44" rx="8" fill="${p.primary}"/>
    <path d="M${s.x + 36} ${s.y + 170}h100" stroke="${p.soft}" stroke-width="8" stroke-linecap="round"/>
    <polygon points="${stairsPoly.join(' ')}" fill="#f1ecff" stroke="${p.primary}" stroke-width="4" stroke-linejoin="round"/>
    <g stroke="${p.soft}" stroke-width="5" stroke-linecap="round">${steps}</g>
    <path d="M1495 530V418M1475 438l20-20l20 20" fill="none" stroke="${p.primary}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="${cam.cx}" cy="${cam.cy}" r="${cam.r}" fill="#ffffff" stroke="${p.warm}" stroke-width="4"/>
    <rect x="${cam.cx - 22}" y="${cam.cy - 13}" width="30" height="26" rx="5" fill="${p.night}"/><polygon points="${cam.cx + 8},${cam.cy - 4} ${cam.cx + 24},${cam.cy - 12} ${cam.cx + 24},${cam.cy + 12} ${cam.cx + 8},${cam.cy + 4}" fill="${p.night}"/>
    <circle cx="${cam.cx - 14}" cy="${cam.cy - 5}" r="3" fill="#ff4d4d"/>
    <path d="M${w.x + w.w / 2} ${w.y + 40}V${w.y + w.h}" stroke="#8a6a4a" stroke-width="8"/>
    <rect x="${w.x}" y="${w.y}" width="${w.w}" height="48" rx="8" fill="${p.primary}"/>
    <path d="M${w.x + w.w - 30} ${w.y + 14}l14 10l-14 10" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    ${tree(1440, 610, 18, rnd)}${tree(1560, 880, 24, rnd)}`;
}

/** The venue map in the palette, labelled in the event's language. */
export function venueSvg(p: Palette, l: VenueLabels): string {
  const { width, height } = venueSize;
  const rnd = seeded(2026);
  const g = venuePlaces.building;
  const trees = [
    [30, 120, 22], [28, 330, 18], [26, 560, 24], [30, 800, 20], [470, 905, 22], [1150, 905, 22], [1330, 940, 18], [1585, 40, 20], [1400, 40, 16],
  ]
    .map(([x, y, r]) => tree(x ?? 0, y ?? 0, r ?? 20, rnd))
    .join('');
  const floorGrid = Array.from({ length: 26 }, (_, i) => `M${g.x + 20 + i * 50} ${g.y + 12}V${g.y + g.h - 12}`).join('') +
    Array.from({ length: 16 }, (_, i) => `M${g.x + 12} ${g.y + 20 + i * 50}H${g.x + g.w - 12}`).join('');
  const signs = [
    sign(110, 192, l.stage, p.primary, p.light),
    sign(616, 360, l.cinema, p.night, p.warm),
    sign(956, 360, l.posters, p.primary, p.light),
    sign(116, 458, l.expo, p.primary, p.light),
    sign(676, 462, l.lounge, p.warm, '#ffffff'),
    sign(1036, 462, l.jobs, '#b98a00', '#ffffff'),
    sign(1036, 587, l.speed, '#2f6fd1', '#ffffff'),
    sign(1036, 722, l.meetings, '#2f6fd1', '#ffffff'),
    sign(676, 720, l.foyer, p.primary, p.light, 15),
    sign(1418, 122, l.showcase, '#1f8ea4', '#ffffff', 14),
    sign(1418, 336, l.terrace, p.primary, p.light, 14),
    sign(1418, 700, l.liveCam, p.warm, '#ffffff', 13),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(l.title)}">
  <title>${esc(l.title)}</title>
  <defs>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd0f0"/><stop offset="1" stop-color="#4ea8d8"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.75"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>
    <linearGradient id="screenGlow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe8ff" stop-opacity="0.7"/><stop offset="1" stop-color="#bfe8ff" stop-opacity="0"/></linearGradient>
    <filter id="shadow" x="-5%" y="-5%" width="110%" height="115%"><feGaussianBlur in="SourceAlpha" stdDeviation="10"/><feOffset dx="6" dy="10"/><feComponentTransfer><feFuncA type="linear" slope="0.25"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  ${lawn(width, height, 7)}
  <path d="M0 960C300 930 520 990 820 955S1300 915 1600 950V1000H0Z" fill="url(#water)"/>
  <path d="M60 975q30-8 60 0t60 0M700 968q30-8 60 0t60 0M1240 958q30-8 60 0t60 0" fill="none" stroke="#d7f1ff" stroke-width="3" stroke-linecap="round"/>
  <path d="M820 860V958" stroke="#d9c7a5" stroke-width="54"/><path d="M792 958h56v28h-56z" fill="#b8946a"/>
  <path d="M820 880v66" stroke="#cbb48d" stroke-width="3" stroke-dasharray="2 10"/>
  ${trees}
  <g filter="url(#shadow)"><rect x="${g.x}" y="${g.y}" width="${g.w}" height="${g.h}" rx="34" fill="#fbfaff" stroke="${p.night}" stroke-width="10"/></g>
  <path d="${floorGrid}" stroke="#efebfb" stroke-width="1.5"/>
  <path d="M${g.x + 30} 425H${g.x + g.w - 30}M640 440V850M1000 440V850" stroke="#e6e0fa" stroke-width="26" stroke-linecap="round"/>
  ${stage(p)}${cinema(p)}${posters(p)}${expo(p)}${lounge(p, rnd)}${foyer(p)}${jobs(p)}${speed(p)}${meetings(p)}
  <rect x="786" y="852" width="68" height="16" rx="3" fill="#fbfaff"/><path d="M790 860h60" stroke="${p.warm}" stroke-width="6" stroke-dasharray="12 6"/>
  ${outside(p, rnd)}
  ${signs}
  <g><rect x="872" y="890" width="${Math.round(l.entrance.length * 9 + 40)}" height="30" rx="15" fill="#ffffff" stroke="${p.warm}" stroke-width="3"/>
  <text x="892" y="911" font-family="${fontStack}" font-size="15" font-weight="700" fill="${p.night}">${esc(l.entrance)}</text></g>
  <g transform="translate(1520 920)"><circle r="30" fill="#ffffff" opacity="0.9"/><polygon points="0,-24 7,0 0,-4 -7,0" fill="${p.warm}"/><polygon points="0,24 7,0 0,4 -7,0" fill="${p.night}"/>
  <text y="-30" text-anchor="middle" font-family="${fontStack}" font-size="13" font-weight="700" fill="${p.night}" dy="-4">N</text></g>
  <g><rect x="40" y="884" width="${Math.round(l.title.length * 11 + 48)}" height="44" rx="12" fill="${p.night}"/>
  <text x="64" y="913" font-family="${fontStack}" font-size="20" font-weight="700" fill="#ffffff">${esc(l.title)}</text></g>
  <text x="${venuePlaces.website.x + 14}" y="${venuePlaces.website.y + 30}" font-family="${fontStack}" font-size="15" font-weight="700" fill="#ffffff">${esc(l.website)}</text>
</svg>
`;
}

/** The rooftop terrace, a second map reached by the venue's stairs. */
export function terraceSvg(p: Palette, title: string, labels: { bar: string; stage: string; stairs: string }): string {
  const { width, height } = terraceSize;
  const rnd = seeded(77);
  const planks = Array.from({ length: 34 }, (_, i) => `M40 ${60 + i * 19}H${width - 40}`).join('');
  const s = terracePlaces.stairsDown;
  const bar = terracePlaces.bar;
  const c = sunsetCircle;
  const loungers = Array.from({ length: 5 }, (_, i) => `<rect x="${300 + i * 70}" y="560" width="40" height="90" rx="12" fill="#ffffff" stroke="${p.soft}" stroke-width="3"/><rect x="${306 + i * 70}" y="566" width="28" height="20" rx="6" fill="${p.warm}"/>`).join('');
  const planters = [[90, 120], [1110, 120], [1110, 650], [700, 650], [1110, 300]].map(([x, y]) => `<rect x="${(x ?? 0) - 34}" y="${(y ?? 0) - 34}" width="68" height="68" rx="14" fill="#b48b5e"/>${tree(x ?? 0, y ?? 0, 26, rnd)}`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">
  <title>${esc(title)}</title>
  <defs><radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.warm}" stop-opacity="0.15"/></radialGradient></defs>
  <rect width="${width}" height="${height}" fill="${p.night}"/>
  <rect x="30" y="30" width="${width - 60}" height="${height - 60}" rx="30" fill="#d9b98f" stroke="#ffffff" stroke-width="8"/>
  <path d="${planks}" stroke="#c9a676" stroke-width="2"/>
  <circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="url(#sun)"/><circle cx="${c.cx}" cy="${c.cy}" r="74" fill="${p.primary}" stroke="#ffffff" stroke-width="6"/>
  <rect x="${bar.x}" y="${bar.y}" width="${bar.w}" height="${bar.h}" rx="20" fill="${p.primary}"/>
  <path d="M${bar.x + 30} ${bar.y + bar.h + 22}H${bar.x + bar.w - 30}" stroke="#ffffff" stroke-width="10" stroke-dasharray="2 28" stroke-linecap="round"/>
  <rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="14" fill="#f1ecff" stroke="${p.primary}" stroke-width="4"/>
  <g stroke="${p.soft}" stroke-width="5">${Array.from({ length: 6 }, (_, i) => `<path d="M${s.x + 18} ${s.y + 24 + i * 24}H${s.x + s.w - 18}"/>`).join('')}</g>
  <path d="M${s.x + s.w / 2} ${s.y + 40}V${s.y + s.h - 30}M${s.x + s.w / 2 - 18} ${s.y + s.h - 48}l18 18l18-18" fill="none" stroke="${p.primary}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  ${loungers}${planters}
  ${sign(bar.x + 24, bar.y + 38, labels.bar, p.night, p.light, 20)}
  ${sign(c.cx - 80, c.cy + 96, labels.stage, p.night, p.warm, 18)}
  ${sign(s.x + 4, s.y - 44, labels.stairs, p.primary, p.light, 15)}
  <g><rect x="60" y="${height - 110}" width="${Math.round(title.length * 11 + 48)}" height="44" rx="12" fill="${p.night}"/>
  <text x="84" y="${height - 81}" font-family="${fontStack}" font-size="20" font-weight="700" fill="#ffffff">${esc(title)}</text></g>
</svg>
`;
}
