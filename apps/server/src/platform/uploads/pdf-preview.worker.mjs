// Draws a PDF's first page as a PNG, in a worker thread so the server's event loop stays free while pdf.js
// parses and paints (hundreds of milliseconds for a large poster). Plain JavaScript: a worker runs it as is.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
// Fonts a PDF names without embedding them (Helvetica, Times…): pdf.js draws them from its own copies.
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const { data, side } = workerData;
const doc = await getDocument({ data, isEvalSupported: false, verbosity: 0, standardFontDataUrl, stopAtErrors: false }).promise;
try {
  const page = await doc.getPage(1);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: side / Math.max(natural.width, natural.height) });
  const { canvas, context } = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  // PDFs are drawn on white paper; a canvas starts transparent.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, canvas, viewport }).promise;
  parentPort.postMessage(canvas.toBuffer('image/png'));
} finally {
  await doc.destroy();
}
