import { fontStack, type Palette } from './demo.art';

/**
 * The demo venue seen from above: one hall per space type around a central concourse. The zones'
 * rectangles are exported, so map areas (the map feature) can be laid exactly over the drawing.
 */

export const venueMapSize = { width: 1600, height: 1000 } as const;

export type VenueZoneId =
  | 'stage'
  | 'cinema'
  | 'posters'
  | 'expo'
  | 'lounge'
  | 'jobs'
  | 'speed'
  | 'meetings'
  | 'showcase'
  | 'reception';

export interface VenueZone {
  id: VenueZoneId;
  x: number;
  y: number;
  w: number;
  h: number;
}

export const venueZones: readonly VenueZone[] = [
  { id: 'stage', x: 90, y: 90, w: 520, h: 290 },
  { id: 'cinema', x: 650, y: 90, w: 380, h: 290 },
  { id: 'posters', x: 1070, y: 90, w: 440, h: 290 },
  { id: 'expo', x: 90, y: 430, w: 600, h: 290 },
  { id: 'lounge', x: 730, y: 430, w: 420, h: 290 },
  { id: 'jobs', x: 1190, y: 430, w: 320, h: 135 },
  { id: 'speed', x: 1190, y: 585, w: 320, h: 135 },
  { id: 'meetings', x: 90, y: 770, w: 600, h: 140 },
  { id: 'showcase', x: 730, y: 770, w: 420, h: 140 },
  { id: 'reception', x: 1190, y: 770, w: 320, h: 140 },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What is drawn inside each hall, in the hall's own coordinates (below its 44-px title band). */
function furniture(z: VenueZone, p: Palette): string {
  const inner = (fn: (w: number, h: number) => string) => `<g transform="translate(${z.x} ${z.y + 44})">${fn(z.w, z.h - 44)}</g>`;
  switch (z.id) {
    case 'stage':
      return inner((w, h) => {
        const rows = [0, 1, 2, 3, 4]
          .map((i) => `<path d="M${70 + i * 8} ${h - 24 - i * 26}q${(w - 140) / 2 - i * 8} 30 ${w - 140 - i * 16} 0" />`)
          .join('');
        return `<rect x="${w / 2 - 150}" y="14" width="300" height="46" rx="10" fill="${p.primary}"/>
          <rect x="${w / 2 - 40}" y="26" width="80" height="8" rx="4" fill="${p.light}"/>
          <g fill="none" stroke="${p.soft}" stroke-width="9" stroke-linecap="round" stroke-dasharray="1 16">${rows}</g>`;
      });
    case 'cinema':
      return inner((w, h) => {
        const seats = [0, 1, 2, 3]
          .map((r) => `<path d="M${50 + r * 10} ${95 + r * 34}H${w - 50 - r * 10}"/>`)
          .join('');
        return `<rect x="40" y="16" width="${w - 80}" height="40" rx="6" fill="${p.night}"/>
          <polygon points="${w / 2 - 12},26 ${w / 2 - 12},46 ${w / 2 + 12},36" fill="${p.light}"/>
          <g stroke="${p.warm}" stroke-width="12" stroke-linecap="round" stroke-dasharray="1 20" opacity="0.8">${seats}</g>
          <path d="M${w / 2} ${h - 14}v-22" stroke="${p.soft}" stroke-width="4"/>`;
      });
    case 'posters':
      return inner((w) =>
        [0, 1, 2, 3, 4, 5, 6, 7]
          .map((i) => {
            const x = 30 + (i % 4) * ((w - 60) / 4) + 8;
            const y = 20 + Math.floor(i / 4) * 110;
            return `<rect x="${x}" y="${y}" width="${(w - 60) / 4 - 16}" height="86" rx="6" fill="#ffffff" stroke="${p.soft}" stroke-width="3"/>
              <rect x="${x + 10}" y="${y + 12}" width="${(w - 60) / 4 - 36}" height="10" rx="3" fill="${i % 2 ? p.warm : p.primary}"/>
              <path d="M${x + 10} ${y + 38}h${(w - 60) / 4 - 50}M${x + 10} ${y + 52}h${(w - 60) / 4 - 60}M${x + 10} ${y + 66}h${(w - 60) / 4 - 44}" stroke="${p.soft}" stroke-width="4" stroke-linecap="round"/>`;
          })
          .join(''),
      );
    case 'expo':
      return inner((w) => {
        const booths: string[] = [];
        const colours = [p.primary, p.warm, p.soft, p.light];
        for (let r = 0; r < 3; r++) {
          for (let c = 0; c < 6; c++) {
            const bw = (w - 80) / 6 - 14;
            const x = 40 + c * ((w - 80) / 6) + 7;
            const y = 18 + r * 74;
            booths.push(`<rect x="${x}" y="${y}" width="${bw}" height="54" rx="6" fill="#ffffff" stroke="${p.soft}" stroke-width="2.5"/>
              <rect x="${x}" y="${y}" width="${bw}" height="12" rx="4" fill="${colours[(r * 6 + c) % colours.length]}"/>`);
          }
        }
        return booths.join('');
      });
    case 'lounge':
      return inner((w) =>
        [0, 1, 2, 3, 4, 5]
          .map((i) => {
            const cx = 80 + (i % 3) * ((w - 160) / 2);
            const cy = 62 + Math.floor(i / 3) * 116;
            const chairs = [0, 1, 2, 3, 4]
              .map((k) => {
                const a = (k / 5) * Math.PI * 2;
                return `<circle cx="${Math.round(cx + Math.cos(a) * 40)}" cy="${Math.round(cy + Math.sin(a) * 40)}" r="9" fill="${p.warm}" opacity="0.85"/>`;
              })
              .join('');
            return `${chairs}<circle cx="${cx}" cy="${cy}" r="24" fill="#ffffff" stroke="${p.primary}" stroke-width="4"/>`;
          })
          .join(''),
      );
    case 'jobs':
      return inner((w) =>
        [0, 1, 2, 3, 4]
          .map((i) => `<rect x="${24 + i * ((w - 48) / 5)}" y="14" width="${(w - 48) / 5 - 12}" height="62" rx="5" fill="${i % 2 ? p.light : '#ffffff'}" stroke="${p.soft}" stroke-width="2.5"/>`)
          .join(''),
      );
    case 'speed':
      return inner((w) =>
        [0, 1, 2, 3]
          .map((i) => {
            const x = 50 + i * ((w - 100) / 3);
            return `<circle cx="${x - 14}" cy="46" r="12" fill="${p.primary}"/><circle cx="${x + 14}" cy="46" r="12" fill="${p.warm}"/>
              <path d="M${x - 26} 72q26 16 52 0" fill="none" stroke="${p.soft}" stroke-width="4" stroke-linecap="round"/>`;
          })
          .join(''),
      );
    case 'meetings':
      return inner((w) =>
        [0, 1, 2, 3, 4]
          .map((i) => {
            const rw = (w - 60) / 5 - 14;
            const x = 30 + i * ((w - 60) / 5) + 7;
            return `<rect x="${x}" y="12" width="${rw}" height="70" rx="6" fill="#ffffff" stroke="${p.soft}" stroke-width="3"/>
              <rect x="${x + rw / 2 - 22}" y="34" width="44" height="24" rx="8" fill="${p.primary}" opacity="0.8"/>`;
          })
          .join(''),
      );
    case 'showcase':
      return inner((w) => `<rect x="${w / 2 - 120}" y="12" width="240" height="70" rx="8" fill="${p.night}"/>
        <path d="M${w / 2 - 100} 64l50-30l40 22l30-14l60 22" fill="none" stroke="${p.light}" stroke-width="5" stroke-linejoin="round"/>`);
    case 'reception':
      return inner((w) => `<rect x="${w / 2 - 90}" y="16" width="180" height="30" rx="15" fill="${p.primary}"/>
        <path d="M${w / 2} 86V58M${w / 2 - 14} 72l14 14l14-14" fill="none" stroke="${p.warm}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`);
    default: {
      const unknown: never = z.id;
      throw new Error(`No furniture for ${String(unknown)}`);
    }
  }
}

/** The floor plan with each hall titled in the event's language. */
export function venueMapSvg(p: Palette, labels: Record<VenueZoneId, string>, title: string): string {
  const { width, height } = venueMapSize;
  const halls = venueZones
    .map((z) => {
      const band = z.id === 'reception' ? p.warm : p.primary;
      return `<g>
    <rect x="${z.x}" y="${z.y}" width="${z.w}" height="${z.h}" rx="18" fill="#ffffff" stroke="${p.soft}" stroke-width="3"/>
    <path d="M${z.x} ${z.y + 44}V${z.y + 18}a18 18 0 0 1 18-18H${z.x + z.w - 18}a18 18 0 0 1 18 18V${z.y + 44}Z" fill="${band}"/>
    <text x="${z.x + 20}" y="${z.y + 29}" font-family="${fontStack}" font-size="19" font-weight="700" fill="#ffffff">${esc(labels[z.id])}</text>
    ${furniture(z, p)}
  </g>`;
    })
    .join('\n  ');
  const trees = [
    [30, 980], [1570, 30], [1575, 520], [25, 400], [800, 980], [1300, 985],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22" fill="#9ad9b2"/><circle cx="${(x ?? 0) + 8}" cy="${(y ?? 0) - 6}" r="12" fill="#c4ebd2"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">
  <title>${esc(title)}</title>
  <rect width="${width}" height="${height}" fill="#eef5ee"/>
  ${trees}
  <rect x="50" y="50" width="${width - 100}" height="${height - 100}" rx="40" fill="#f7f5fd" stroke="${p.primary}" stroke-width="6"/>
  <g fill="none" stroke="${p.soft}" stroke-width="16" stroke-linecap="round" opacity="0.35">
    <path d="M90 405H1510M90 745H1510M710 90V910M1170 430V910"/>
  </g>
  ${halls}
  <path d="M1350 950v40" stroke="${p.warm}" stroke-width="10" stroke-linecap="round"/>
</svg>
`;
}
