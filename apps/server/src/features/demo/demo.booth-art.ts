import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontStack } from './demo.art';

/**
 * The demo booths' artwork and documents, made in code: a logo per booth (a white mark on the booth's
 * colour with its short name) and small PDF brochures. Deterministic — the same input gives the same
 * bytes — so stored files keep their content-hashed names from one start to the next.
 */

/** White marks drawn in a 100×100 box. */
export const boothMarks = {
  lens: '<circle cx="50" cy="50" r="34" fill="none" stroke="#fff" stroke-width="8"/><circle cx="50" cy="50" r="16" fill="#fff"/><circle cx="43" cy="43" r="5" fill="currentColor"/>',
  prism: '<path d="M50 12 88 84H12Z" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/><path d="M4 58 48 52M52 52l44-14M52 52l44 0M52 52l44 14" stroke="#fff" stroke-width="4"/>',
  sun: '<circle cx="50" cy="50" r="20" fill="#fff"/><circle cx="50" cy="50" r="36" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="6 8.1"/>',
  gear: '<circle cx="50" cy="50" r="30" fill="none" stroke="#fff" stroke-width="14" stroke-dasharray="9.4 6.3"/><circle cx="50" cy="50" r="18" fill="none" stroke="#fff" stroke-width="6"/>',
  hex: '<path d="M50 10 85 30V70L50 90 15 70V30Z" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/><path d="M50 30 67 40V60L50 70 33 60V40Z" fill="#fff"/>',
  bolt: '<path d="M58 8 22 56H48L40 92 78 40H52Z" fill="#fff" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>',
  leaf: '<path d="M18 82C18 40 44 16 86 14 84 58 60 84 18 82Z" fill="#fff"/><path d="M22 78 70 30" stroke="currentColor" stroke-width="5" stroke-linecap="round"/>',
  wave: '<path d="M8 40q10-14 21 0t21 0 21 0 21 0M8 60q10-14 21 0t21 0 21 0 21 0M8 80q10-14 21 0t21 0 21 0 21 0" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="70" cy="20" r="9" fill="#fff"/>',
  kelp: '<path d="M30 92C22 70 40 58 32 36S36 12 40 8M52 92c-6-22 12-30 6-52s6-24 10-30M74 92c-6-18 10-26 4-44" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  cup: '<path d="M18 38H72V62A20 20 0 0 1 52 82H38A20 20 0 0 1 18 62Z" fill="#fff"/><path d="M72 44h6a10 10 0 0 1 0 20h-6" fill="none" stroke="#fff" stroke-width="7"/><path d="M34 28c-4-6 4-10 0-18M48 28c-4-6 4-10 0-18" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  flame: '<path d="M50 8C62 30 80 40 80 62A30 30 0 0 1 20 62C20 48 28 40 34 34 36 46 42 50 48 52 44 36 44 22 50 8Z" fill="#fff"/>',
  apple: '<path d="M50 30C36 20 16 26 16 50S34 92 50 84C66 92 84 74 84 50S64 20 50 30Z" fill="#fff"/><path d="M50 30C50 20 56 12 64 10" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  star: '<path d="M50 6 60 40 94 50 60 60 50 94 40 60 6 50 40 40Z" fill="#fff"/><circle cx="50" cy="50" r="7" fill="currentColor"/>',
} as const;
export type BoothMark = keyof typeof boothMarks;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A square logo: the booth's mark on its colour, the short name underneath. */
export function boothLogoSvg(name: string, short: string, color: string, mark: BoothMark): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${esc(name)} logo">
  <title>${esc(name)}</title>
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.78"/></linearGradient></defs>
  <rect width="240" height="240" rx="36" fill="url(#bg)"/>
  <rect x="6" y="6" width="228" height="228" rx="31" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>
  <g transform="translate(70 34)" color="${color}"><svg width="100" height="100" viewBox="0 0 100 100">${boothMarks[mark]}</svg></g>
  <text x="120" y="192" text-anchor="middle" font-family="${fontStack}" font-size="${short.length > 10 ? 24 : 28}" font-weight="700" letter-spacing="1" fill="#fff">${esc(short)}</text>
</svg>`;
}

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** Fixed dates keep the PDF bytes (and so their file names) stable. */
const fixedDate = new Date('2026-01-15T09:00:00Z');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function paragraph(page: PDFPage, text: string, font: PDFFont, y: number, size = 11): number {
  for (const line of wrap(text, font, size, 475)) {
    page.drawText(line, { x: 60, y, size, font, color: rgb(0.15, 0.15, 0.2) });
    y -= size * 1.5;
  }
  return y - 8;
}

export interface BrochureInput {
  booth: string;
  title: string;
  color: string;
  intro: string;
  /** Rows of a small table (label and value). */
  rows: [string, string][];
}

/** A one-page A4 brochure: a coloured header, an introduction, a table and a small bar chart. */
export async function brochurePdf(input: BrochureInput): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${input.booth} — ${input.title}`);
  doc.setAuthor(input.booth);
  doc.setCreator('Foyer demo');
  doc.setProducer('Foyer demo');
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const color = hexToRgb(input.color);
  page.drawRectangle({ x: 0, y: 712, width: 595, height: 130, color });
  page.drawText(input.booth, { x: 60, y: 780, size: 30, font: bold, color: rgb(1, 1, 1) });
  page.drawText(input.title, { x: 60, y: 745, size: 16, font: regular, color: rgb(1, 1, 1) });
  let y = paragraph(page, input.intro, regular, 670, 12);
  page.drawText('At a glance', { x: 60, y, size: 14, font: bold, color });
  y -= 26;
  for (const [label, value] of input.rows) {
    page.drawText(label, { x: 60, y, size: 11, font: bold, color: rgb(0.2, 0.2, 0.25) });
    page.drawText(value, { x: 230, y, size: 11, font: regular, color: rgb(0.2, 0.2, 0.25) });
    page.drawLine({ start: { x: 60, y: y - 7 }, end: { x: 535, y: y - 7 }, thickness: 0.5, color: rgb(0.85, 0.85, 0.88) });
    y -= 24;
  }
  y -= 20;
  page.drawText('Growth, last five years', { x: 60, y, size: 14, font: bold, color });
  const base = y - 150;
  input.booth.split('').slice(0, 5).forEach((ch, i) => {
    const h = 40 + ((ch.charCodeAt(0) * (i + 3)) % 90) + i * 6;
    page.drawRectangle({ x: 80 + i * 90, y: base, width: 50, height: h, color, opacity: 0.55 + i * 0.09 });
    page.drawText(String(2022 + i), { x: 88 + i * 90, y: base - 16, size: 10, font: regular, color: rgb(0.3, 0.3, 0.35) });
  });
  page.drawText('Lumen Summit 2026 · a demonstration event of Foyer', { x: 60, y: 40, size: 9, font: regular, color: rgb(0.45, 0.45, 0.5) });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
