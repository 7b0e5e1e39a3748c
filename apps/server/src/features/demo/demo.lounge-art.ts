import { fontStack, seeded, type Palette } from './demo.art';

/**
 * The demo networking lounge seen from above, drawn as SVG in code (no downloaded art). Its size is the
 * networking map's units (decision 0027): the calls of the demo are placed on the round tables below.
 */
export const loungeSize = { width: 1920, height: 1080 } as const;

/** Where the organiser's three calls stand (demo.seed.ts): each on a round table of the drawing. */
export const loungeTables = [
  { name: 'Lighting design corner', x: 420, y: 360 },
  { name: 'Newcomers table', x: 980, y: 560 },
  { name: 'Speaker Q&A (ask to join)', x: 1500, y: 340 },
] as const;

/** Smaller free tables for people to gather at without a call. */
const sideTables = [
  { x: 300, y: 800 },
  { x: 1320, y: 820 },
  { x: 1660, y: 700 },
] as const;

function table(x: number, y: number, r: number, p: Palette): string {
  const chairs = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2 + Math.PI / 6;
    const cx = x + Math.cos(a) * (r + 34);
    const cy = y + Math.sin(a) * (r + 34);
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="20" fill="${p.soft}" stroke="#5b4636" stroke-opacity="0.35" stroke-width="3"/>`;
  }).join('');
  return `<g>
    <circle cx="${x}" cy="${y}" r="${r + 92}" fill="${p.primary}" fill-opacity="0.16"/>
    <circle cx="${x}" cy="${y}" r="${r + 92}" fill="none" stroke="${p.primary}" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="14 10"/>
    ${chairs}
    <circle cx="${x + 6}" cy="${y + 8}" r="${r}" fill="#000" fill-opacity="0.18"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="#b98a5e"/>
    <circle cx="${x}" cy="${y}" r="${r - 10}" fill="#c99a6c"/>
    <circle cx="${x - 18}" cy="${y - 10}" r="9" fill="#fff" fill-opacity="0.85"/>
    <circle cx="${x + 20}" cy="${y + 12}" r="9" fill="#fff" fill-opacity="0.85"/>
  </g>`;
}

function plant(x: number, y: number, s: number, rnd: () => number): string {
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * Math.PI * 2 + rnd() * 0.4;
    const lx = x + Math.cos(a) * s * 0.7;
    const ly = y + Math.sin(a) * s * 0.7;
    return `<ellipse cx="${lx.toFixed(1)}" cy="${ly.toFixed(1)}" rx="${(s * 0.55).toFixed(1)}" ry="${(s * 0.28).toFixed(1)}" transform="rotate(${((a * 180) / Math.PI).toFixed(0)} ${lx.toFixed(1)} ${ly.toFixed(1)})" fill="${i % 2 ? '#3f8f5a' : '#4fa86a'}"/>`;
  }).join('');
  return `<g><circle cx="${x}" cy="${y}" r="${s * 0.55}" fill="#8a5a3c"/>${leaves}<circle cx="${x}" cy="${y}" r="${s * 0.25}" fill="#2f7448"/></g>`;
}

function sofa(x: number, y: number, w: number, color: string): string {
  return `<g><rect x="${x}" y="${y}" width="${w}" height="70" rx="18" fill="${color}"/><rect x="${x + 12}" y="${y + 22}" width="${w - 24}" height="40" rx="12" fill="#fff" fill-opacity="0.22"/></g>`;
}

/** The lounge: wooden floor, windows along the top, a coffee bar, rugs and tables, plants, the way in at the bottom. */
export function loungeSvg(p: Palette, title: string, labels: { bar: string; entrance: string }): string {
  const rnd = seeded(11);
  const { width, height } = loungeSize;
  const planks = Array.from({ length: Math.ceil(height / 54) }, (_, i) => {
    const shade = i % 2 ? '#e3cfae' : '#dcc6a2';
    const offset = (i * 173) % 420;
    const joints = Array.from({ length: 6 }, (_, j) => `<line x1="${offset + j * 420}" y1="${i * 54}" x2="${offset + j * 420}" y2="${i * 54 + 54}" stroke="#b89a74" stroke-opacity="0.5" stroke-width="2"/>`).join('');
    return `<rect x="0" y="${i * 54}" width="${width}" height="54" fill="${shade}"/>${joints}<line x1="0" y1="${i * 54}" x2="${width}" y2="${i * 54}" stroke="#b89a74" stroke-opacity="0.45" stroke-width="2"/>`;
  }).join('');
  const windows = Array.from({ length: 8 }, (_, i) => `<rect x="${90 + i * 225}" y="10" width="180" height="26" rx="6" fill="${p.light}" fill-opacity="0.85"/>`).join('');
  const plants = [
    [70, 130], [1850, 130], [70, 960], [1850, 960], [690, 120], [1230, 120], [700, 860], [1180, 980],
  ].map(([x, y]) => plant(x!, y!, 46, rnd)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">
  <title>${title}</title>
  ${planks}
  <rect x="0" y="0" width="${width}" height="48" fill="${p.night}"/>
  ${windows}
  <rect x="0" y="0" width="24" height="${height}" fill="${p.night}"/>
  <rect x="${width - 24}" y="0" width="24" height="${height}" fill="${p.night}"/>
  <g>
    <rect x="760" y="70" width="400" height="96" rx="20" fill="#6b4a33"/>
    <rect x="774" y="82" width="372" height="30" rx="10" fill="#8c6546"/>
    <circle cx="820" cy="142" r="10" fill="${p.light}"/><circle cx="880" cy="142" r="10" fill="${p.light}"/><circle cx="1040" cy="142" r="10" fill="${p.light}"/><circle cx="1100" cy="142" r="10" fill="${p.light}"/>
    <rect x="900" y="118" width="120" height="36" rx="8" fill="${p.primary}"/>
    <text x="960" y="143" font-family="${fontStack}" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${labels.bar}</text>
    ${[800, 860, 920, 1000, 1060, 1120].map((x) => `<circle cx="${x}" cy="196" r="16" fill="${p.soft}" stroke="#5b4636" stroke-opacity="0.35" stroke-width="3"/>`).join('')}
  </g>
  ${sofa(120, 520, 200, p.primary)}
  ${sofa(1600, 520, 200, p.primary)}
  ${loungeTables.map((t) => table(t.x, t.y, 70, p)).join('')}
  ${sideTables.map((t) => table(t.x, t.y, 44, p)).join('')}
  ${plants}
  <g>
    <rect x="810" y="${height - 40}" width="300" height="40" fill="${p.night}"/>
    <rect x="830" y="${height - 30}" width="260" height="30" rx="6" fill="${p.warm}" fill-opacity="0.9"/>
    <text x="960" y="${height - 8}" font-family="${fontStack}" font-size="22" font-weight="700" fill="${p.night}" text-anchor="middle">${labels.entrance}</text>
  </g>
</svg>`;
}
