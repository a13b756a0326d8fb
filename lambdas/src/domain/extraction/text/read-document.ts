// Photo and PDF import: the document's text as lines in reading order, then structured into recipes
// (by a language model when the caller passes one, else by the deterministic line reader). PDF pages
// with a text layer are read directly; scanned pages and photos go through OCR.
import { correctLines } from '../ocr/correct-lines.js';
import { locateDoubts } from '../ocr/doubts.js';
import { detectLanguage } from '../ocr/language.js';
import { readFractionShapes } from '../ocr/read-fractions.js';
import type { OcrBox, OcrLine, OcrProvider, PdfReader } from '../ports.js';
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
  /** Reads a PDF's pages (the pdf adapter). */
  readPdf: PdfReader;
  structure?: (lines: string[]) => Promise<ExtractedRecipe[]>;
}

const alphanumerics = (text: string): number => text.match(/[\p{L}\d]/gu)?.length ?? 0;

/**
 * OCR specks: marks with no letter or digit, one or two characters standing alone (a page edge, a
 * noise speck; a lone step number "3." stays), and boxes far shorter than the page's lines of text.
 */
function withoutNoise(lines: readonly OcrLine[]): OcrLine[] {
  const heights = lines
    .filter((l) => l.bbox && alphanumerics(l.text) >= 6)
    .map((l) => (l.bbox as OcrBox).y1 - (l.bbox as OcrBox).y0)
    .sort((a, b) => a - b);
  const usualHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  return lines.filter((line) => {
    const text = line.text.trim();
    const count = alphanumerics(text);
    if (count === 0 || line.confidence < 20) return false;
    if (count <= 2 && !/^\d{1,2}[.)]$/.test(text)) return false;
    if (line.bbox && usualHeight && line.bbox.y1 - line.bbox.y0 < usualHeight * 0.45) return false;
    return true;
  });
}

interface ReadLines {
  lines: string[];
  /** Words to doubt: read with low confidence, or guessed by the correction pass (none for a text layer). */
  doubtfulWords: string[];
}

/**
 * A photo read once with the reader's default model; when its words read as another language the
 * reader has a model for, read again with that model, so accented letters survive.
 */
async function imageLines(
  ocr: OcrProvider,
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png',
): Promise<ReadLines> {
  let result = await ocr.recognise(bytes, type);
  if (ocr.languages?.length) {
    const language = detectLanguage(result.lines.map((l) => l.text).join('\n'));
    if (language !== 'en' && ocr.languages.includes(language))
      result = await ocr.recognise(bytes, type, { language });
  }
  const kept = withoutNoise(readFractionShapes(result.lines, result.shapeAt).lines);
  return correctLines(
    orderLines(kept),
    kept.flatMap((l) => l.words ?? []),
  );
}

async function pdfLines(ocr: OcrProvider, readPdf: PdfReader, bytes: Uint8Array): Promise<ReadLines> {
  const pages = await readPdf(bytes);
  const read: ReadLines = { lines: [], doubtfulWords: [] };
  for (const page of pages) {
    if (read.lines.length > 0) read.lines.push('');
    if (page.kind === 'text') read.lines.push(...orderLines(page.items));
    else {
      const scan = await imageLines(ocr, page.png, 'image/png');
      read.lines.push(...scan.lines);
      read.doubtfulWords.push(...scan.doubtfulWords);
    }
  }
  return read;
}

export async function readDocument(
  input: { bytes: Uint8Array; contentType: 'image/jpeg' | 'image/png' | 'application/pdf' },
  deps: ReadDocumentDeps,
): Promise<ExtractedRecipe[]> {
  const read =
    input.contentType === 'application/pdf'
      ? await pdfLines(deps.ocr, deps.readPdf, input.bytes)
      : await imageLines(deps.ocr, input.bytes, input.contentType);
  if (!read.lines.some((l) => l.trim())) return [];
  const structure = deps.structure ?? (async (l: string[]) => readRecipesFromLines(l));
  const recipes = await structure(read.lines);
  if (read.doubtfulWords.length === 0) return recipes;
  return recipes.map((recipe) => ({ ...recipe, doubtful: locateDoubts(recipe, read.doubtfulWords) }));
}
