// A PDF's pages for the recipe reader: the text layer as boxes of text where the page has one, and
// otherwise (a scanned page) the page rendered to a PNG for OCR. pdfjs-dist's legacy build runs in
// Node and renders through @napi-rs/canvas, whose binaries come inside npm packages; its standard
// fonts and wasm decoders are read from the installed package, never fetched.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import {
  MAX_PDF_PAGES,
  MAX_RENDER_PIXELS,
  MAX_RENDER_SIDE,
  PdfRefusedError,
  type PlacedText,
} from '../../domain/extraction/ports.js';

const require = createRequire(import.meta.url);

/** The port's page, with the rendered scan as a Buffer. */
export type PdfPage =
  | { readonly kind: 'text'; readonly items: PlacedText[] }
  | { readonly kind: 'scan'; readonly png: Buffer };

/** Fewer letters than this on a page means it is a scan (or a photo) with no usable text layer. */
const MIN_TEXT_LETTERS = 20;
/** Rendered width in pixels for OCR of a scanned page. */
const RENDER_WIDTH = 1800;
/** The scale for rendering a page of this size (points) for OCR, within the pixel caps. */
export function renderScale(width: number, height: number): number {
  if (!(width > 0 && height > 0)) throw new PdfRefusedError('PageTooLargeToRender');
  let scale = Math.min(
    Math.min(4, Math.max(1, RENDER_WIDTH / width)),
    Math.sqrt(MAX_RENDER_PIXELS / (width * height)),
  );
  // The canvas is the scaled size rounded up: keep the rounded size within the cap too.
  while (Math.ceil(width * scale) * Math.ceil(height * scale) > MAX_RENDER_PIXELS) scale *= 0.999;
  if (Math.max(width, height) * scale > MAX_RENDER_SIDE) throw new PdfRefusedError('PageTooLargeToRender');
  return scale;
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function packageFolder(): string {
  return dirname(require.resolve('pdfjs-dist/package.json'));
}

/** Text runs on one baseline joined into lines; a run starting far to the right stays a separate box. */
function linesOfItems(items: TextItem[], pageHeight: number): PlacedText[] {
  const runs = items
    .filter((i) => i.str.trim())
    .map((i) => {
      const size = Math.max(1, Math.hypot(i.transform[2] ?? 0, i.transform[3] ?? 0) || i.height);
      const x = i.transform[4] ?? 0;
      const baseline = i.transform[5] ?? 0;
      return { text: i.str, x0: x, x1: x + i.width, baseline, size };
    })
    .sort((a, b) => b.baseline - a.baseline || a.x0 - b.x0);
  const out: PlacedText[] = [];
  let line: { text: string; x0: number; x1: number; baseline: number; size: number } | null = null;
  const flush = () => {
    if (!line) return;
    out.push({
      text: line.text.replace(/\s+/g, ' ').trim(),
      bbox: {
        x0: line.x0,
        y0: pageHeight - line.baseline - line.size * 0.8,
        x1: line.x1,
        y1: pageHeight - line.baseline + line.size * 0.2,
      },
    });
  };
  for (const run of runs) {
    const sameLine = line && Math.abs(line.baseline - run.baseline) < line.size * 0.4;
    const gap = line ? run.x0 - line.x1 : 0;
    if (line && sameLine && gap < line.size * 1.5) {
      const glue = gap > line.size * 0.15 && !/\s$/.test(line.text) && !/^\s/.test(run.text) ? ' ' : '';
      line.text += glue + run.text;
      line.x1 = Math.max(line.x1, run.x1);
      continue;
    }
    flush();
    line = { ...run };
  }
  flush();
  return out;
}

/** Every page of the PDF: its text boxes, or a rendering when it has no text layer. */
export async function readPdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const folder = packageFolder();
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${pathToFileURL(join(folder, 'standard_fonts')).href}/`,
    wasmUrl: `${pathToFileURL(join(folder, 'wasm')).href}/`,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    if (document.numPages > MAX_PDF_PAGES) throw new PdfRefusedError('TooManyPages');
    const pages: PdfPage[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.filter((i): i is typeof i & TextItem => 'str' in i && 'transform' in i);
      const letters = items.reduce((sum, i) => sum + (i.str.match(/\p{L}/gu)?.length ?? 0), 0);
      if (letters >= MIN_TEXT_LETTERS) {
        // Text boxes in the page's own coordinates (top-left origin, like the OCR boxes).
        pages.push({ kind: 'text', items: linesOfItems(items, viewport.height) });
      } else {
        const scaled = page.getViewport({ scale: renderScale(viewport.width, viewport.height) });
        // pdfjs's own canvas factory: its scratch canvases and ours must come from the same loaded
        // copy of @napi-rs/canvas, or drawing one onto the other crashes the process.
        const factory = document.canvasFactory as {
          create(width: number, height: number): { canvas: Canvas; context: SKRSContext2D };
        };
        const { canvas, context } = factory.create(Math.ceil(scaled.width), Math.ceil(scaled.height));
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({
          canvas: canvas as unknown as HTMLCanvasElement,
          canvasContext: context as unknown as CanvasRenderingContext2D,
          viewport: scaled,
        }).promise;
        pages.push({ kind: 'scan', png: await canvas.encode('png') });
      }
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
