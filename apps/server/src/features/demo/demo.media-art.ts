import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontStack } from './demo.art';

/**
 * The demo's cinema thumbnails and research posters, made in code. Deterministic — the same input gives
 * the same bytes — so stored files keep their content-hashed names from one start to the next.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fixedDate = new Date('2026-01-01T00:00:00Z');

/** A 16:9 thumbnail: the film's colour, a play mark and its title. */
export function thumbnailSvg(title: string, color: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${esc(title)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#120c2c"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="520" cy="90" r="140" fill="${accent}" opacity="0.18"/>
  <circle cx="320" cy="150" r="46" fill="#fff" opacity="0.92"/><path d="M305 126v48l40-24z" fill="${color}"/>
  <text x="40" y="300" font-family="${fontStack}" font-size="34" font-weight="700" fill="#fff">${esc(title)}</text>
</svg>`;
}

export interface PosterArtInput {
  title: string;
  authors: string;
  field: string;
  color: string;
  abstract: string;
  findings: string[];
}

function hexToRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

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

function paragraph(page: PDFPage, text: string, font: PDFFont, x: number, y: number, size: number, width: number): number {
  for (const line of wrap(text, font, size, width)) {
    page.drawText(line, { x, y, size, font, color: rgb(0.15, 0.15, 0.2) });
    y -= size * 1.45;
  }
  return y;
}

/** Only characters the standard fonts encode (WinAnsi): the demo's names are Latin. */
const ansi = (s: string) => s.normalize('NFC').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, (c) => c.normalize('NFD').replace(/[^\x20-\x7e]/g, '') || '-');

/** A two-page A3 poster: the poster itself, then methods and references (so the viewer pages through). */
export async function posterPdf(input: PosterArtInput): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(ansi(input.title));
  doc.setAuthor(ansi(input.authors));
  doc.setCreator('Foyer demo');
  doc.setProducer('Foyer demo');
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const color = hexToRgb(input.color);
  const [w, h] = [842, 1191];

  const page = doc.addPage([w, h]);
  page.drawRectangle({ x: 0, y: h - 260, width: w, height: 260, color });
  page.drawText(ansi(input.field.toUpperCase()), { x: 60, y: h - 70, size: 16, font: bold, color: rgb(1, 1, 1) });
  let y = h - 120;
  for (const line of wrap(ansi(input.title), bold, 40, w - 120)) {
    page.drawText(line, { x: 60, y, size: 40, font: bold, color: rgb(1, 1, 1) });
    y -= 48;
  }
  page.drawText(ansi(input.authors), { x: 60, y: h - 235, size: 16, font: regular, color: rgb(1, 1, 1) });
  page.drawText('Abstract', { x: 60, y: h - 320, size: 24, font: bold, color });
  y = paragraph(page, ansi(input.abstract), regular, 60, h - 355, 16, w - 120);
  page.drawText('Findings', { x: 60, y: y - 30, size: 24, font: bold, color });
  y -= 70;
  for (const [i, finding] of input.findings.entries()) {
    page.drawCircle({ x: 72, y: y + 6, size: 12, color });
    page.drawText(String(i + 1), { x: 68, y: y + 1, size: 12, font: bold, color: rgb(1, 1, 1) });
    y = paragraph(page, ansi(finding), regular, 96, y, 16, w - 160) - 14;
  }
  // A bar chart of made-up but plausible measurements.
  const base = 170;
  page.drawText('Measured effect (relative)', { x: 60, y: base + 230, size: 16, font: bold, color: rgb(0.2, 0.2, 0.25) });
  for (let i = 0; i < 6; i += 1) {
    const bar = 40 + ((input.title.length * (i + 3) * 37) % 170);
    page.drawRectangle({ x: 80 + i * 115, y: base, width: 70, height: bar, color, opacity: 0.35 + i * 0.1 });
  }
  page.drawLine({ start: { x: 60, y: base }, end: { x: w - 60, y: base }, thickness: 1.5, color: rgb(0.3, 0.3, 0.35) });
  page.drawText('Lumen Summit 2026 - poster session', { x: 60, y: 60, size: 12, font: regular, color: rgb(0.45, 0.45, 0.5) });

  const back = doc.addPage([w, h]);
  back.drawRectangle({ x: 0, y: h - 90, width: w, height: 90, color });
  back.drawText('Methods and references', { x: 60, y: h - 58, size: 28, font: bold, color: rgb(1, 1, 1) });
  y = paragraph(back, ansi(`We describe how the results of "${input.title}" were obtained: the set-up, the samples and the analysis. Every measurement was repeated three times on separate days; the figures show the mean with its standard error.`), regular, 60, h - 150, 16, w - 120);
  back.drawText('References', { x: 60, y: y - 30, size: 22, font: bold, color });
  y -= 70;
  for (let i = 1; i <= 5; i += 1) {
    y = paragraph(back, ansi(`[${i}] ${input.authors.split(',')[0]} et al. ${input.field}: notes ${i}. Lumen Proceedings ${2020 + i}, ${i * 11}-${i * 11 + 9}.`), regular, 60, y, 14, w - 120) - 8;
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The poster's preview for the slider and the list: the same look in a 3:4 picture. */
export function posterPreviewSvg(input: PosterArtInput): string {
  const words = input.title.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if ((line + ' ' + word).trim().length > 22 && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  const title = lines.slice(0, 4).map((l, i) => `<text x="28" y="${96 + i * 32}" font-family="${fontStack}" font-size="26" font-weight="700" fill="#fff">${esc(l)}</text>`).join('');
  const bars = Array.from({ length: 6 }, (_, i) => {
    const h = 20 + ((input.title.length * (i + 3) * 37) % 90);
    return `<rect x="${36 + i * 54}" y="${520 - h}" width="34" height="${h}" fill="${input.color}" opacity="${0.35 + i * 0.1}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="552" viewBox="0 0 390 552" role="img" aria-label="${esc(input.title)}">
  <rect width="390" height="552" fill="#fbfaf7"/>
  <rect width="390" height="${Math.max(190, 120 + lines.length * 32)}" fill="${input.color}"/>
  <text x="28" y="46" font-family="${fontStack}" font-size="13" font-weight="700" letter-spacing="2" fill="#fff" opacity="0.9">${esc(input.field.toUpperCase())}</text>
  ${title}
  <text x="28" y="${Math.max(190, 120 + lines.length * 32) + 34}" font-family="${fontStack}" font-size="14" fill="#33333d">${esc(input.authors.slice(0, 44))}</text>
  <rect x="28" y="${Math.max(190, 120 + lines.length * 32) + 56}" width="334" height="8" rx="4" fill="#e4e1ea"/>
  <rect x="28" y="${Math.max(190, 120 + lines.length * 32) + 74}" width="290" height="8" rx="4" fill="#e4e1ea"/>
  <rect x="28" y="${Math.max(190, 120 + lines.length * 32) + 92}" width="310" height="8" rx="4" fill="#e4e1ea"/>
  ${bars}
  <line x1="28" y1="520" x2="362" y2="520" stroke="#55555f" stroke-width="2"/>
</svg>`;
}
