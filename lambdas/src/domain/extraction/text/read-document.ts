// Photo and PDF import: the document's text as lines in reading order, then structured into recipes
// (by a language model when the caller passes one, else by the deterministic line reader). PDF pages
// with a text layer are read directly; scanned pages and photos go through OCR.
import type { OcrLine, OcrProvider } from '../../../adapters/ocr/ocr-provider.js';
import type { ExtractedRecipe } from '../types.js';
import { orderLines } from './layout.js';
import { readRecipesFromLines } from './read-lines.js';

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

export interface ReadDocumentInput {
  bytes: Uint8Array;
  contentType: DocumentContentType;
}

export interface ReadDocumentDeps {
  ocr: OcrProvider;
  structure?: (lines: string[]) => Promise<ExtractedRecipe[]>;
}

/** OCR specks: marks with no letter or digit, and short low-confidence guesses at the page's edge. */
const isNoise = (line: OcrLine): boolean =>
  !/[\p{L}\d]/u.test(line.text) ||
  line.confidence < 20 ||
  (line.confidence < 55 && line.text.replace(/\s/g, '').length <= 3);

async function imageLines(
  ocr: OcrProvider,
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png',
): Promise<string[]> {
  const { lines } = await ocr.recognise(bytes, type);
  return orderLines(lines.filter((l) => !isNoise(l)));
}

async function pdfLines(ocr: OcrProvider, bytes: Uint8Array): Promise<string[]> {
  // Loaded on demand: pdfjs is large, and photo import does not need it.
  const { readPdfPages } = await import('../../../adapters/pdf/pdf-pages.js');
  const pages = await readPdfPages(bytes);
  const lines: string[] = [];
  for (const page of pages) {
    if (lines.length > 0) lines.push('');
    if (page.kind === 'text') lines.push(...orderLines(page.items));
    else lines.push(...(await imageLines(ocr, page.png, 'image/png')));
  }
  return lines;
}

export async function readDocument(
  input: { bytes: Uint8Array; contentType: 'image/jpeg' | 'image/png' | 'application/pdf' },
  deps: { ocr: OcrProvider; structure?: (lines: string[]) => Promise<ExtractedRecipe[]> },
): Promise<ExtractedRecipe[]> {
  const lines =
    input.contentType === 'application/pdf'
      ? await pdfLines(deps.ocr, input.bytes)
      : await imageLines(deps.ocr, input.bytes, input.contentType);
  if (!lines.some((l) => l.trim())) return [];
  const structure = deps.structure ?? (async (l: string[]) => readRecipesFromLines(l));
  return structure(lines);
}
