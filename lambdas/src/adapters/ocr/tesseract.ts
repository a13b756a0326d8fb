// Local OCR with tesseract.js (WebAssembly, so one worker uses one core). The models come from the
// @tesseract.js-data/<lang> packages: without an explicit langPath tesseract.js fetches them from a
// CDN at run time, and cacheMethod 'none' keeps it from writing a copy into the working directory.
// English is read first; the domain asks for a second reading with another language's model when the
// page reads as that language (LANGUAGE_PACKS: the languages the dev photos are printed in, and Czech
// and Slovak, whose háčeks no other pack reads (a Slovak page read with Polish's loses most); a pack
// is 0.7-2.9 MB in its LSTM-only form, loaded only when a page needs it). One worker per model is
// started on first use and reused; a page skewed by a few degrees is straightened by the angle
// page-skew.ts measures (Tesseract's rotateAuto pays a layout pass for it), and a line is split
// where a wide gap between words shows two columns, so the layout step can read the columns one
// after the other; a word is cut where a number and a letter stand a space apart (a space the model
// dropped, splitAtLostSpaces).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createWorker, type Line, type Worker } from 'tesseract.js';
import type {
  OcrBox,
  OcrContentType,
  OcrLine,
  OcrOptions,
  OcrProvider,
  OcrResult,
} from '../../domain/extraction/ports.js';
import { shapeReader, shapeTemplates } from './fraction-shapes.js';
import { pageSkew } from './page-skew.js';
import { prepareImage } from './prepare-image.js';

const require = createRequire(import.meta.url);

/** ISO 639-1 code to the Tesseract model's name. */
const LANGUAGE_PACKS: Readonly<Record<string, string>> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  nl: 'nld',
  pt: 'por',
  sv: 'swe',
  pl: 'pol',
  da: 'dan',
  no: 'nor',
  hu: 'hun',
  cs: 'ces',
  sk: 'slk',
};

/**
 * Where a model sits inside node_modules: the LSTM-only packs (0.7-2.9 MB against 6-11 MB). English's
 * holds the very network, dictionaries and character set of the full pack (byte for byte) without the
 * legacy engine's 18 MB this reader never runs, which a cold start read and copied for nothing.
 */
function packagedPath(model: string): string {
  const data = require(`@tesseract.js-data/${model}`) as { langPath: string };
  return data.langPath.replace(/4\.0\.0$/, '4.0.0_best_int');
}

/**
 * The model unpacked once per machine (tesseract.js would otherwise unzip 11 MB in JavaScript on every
 * start, a third of a second); the packaged copy when the temporary directory cannot be written.
 */
function modelSource(model: string): { langPath: string; gzip: boolean } {
  const packaged = packagedPath(model);
  const dir = join(tmpdir(), 'hearth-tessdata', basename(packaged));
  const file = join(dir, `${model}.traineddata`);
  if (existsSync(file)) return { langPath: dir, gzip: false };
  try {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, gunzipSync(readFileSync(join(packaged, `${model}.traineddata.gz`))));
    renameSync(partial, file);
    return { langPath: dir, gzip: false };
  } catch {
    return { langPath: packaged, gzip: true };
  }
}

/** A gap between words wider than this many line heights separates two columns. */
const COLUMN_GAP = 1.8;

/** A gap between two glyphs of a word at least this many line heights wide is a space the model lost. */
const LOST_SPACE = 0.28;

type ReadWord = Pick<Line['words'][number], 'text' | 'confidence' | 'bbox'>;

/**
 * A word cut where a number and a letter stand a space apart: the model joins an amount to its unit or
 * food when its language model expects them joined ("75 g" read "75g", "2 æg" "2æg"), though the
 * print has the space; an amount printed glued ("25g") keeps a letter's spacing and stays whole.
 */
export function splitAtLostSpaces(word: Line['words'][number], lineHeight: number): ReadWord[] {
  const symbols = word.symbols ?? [];
  if (symbols.map((s) => s.text).join('') !== word.text) return [word];
  const parts: ReadWord[] = [];
  let start = 0;
  for (let i = 1; i <= symbols.length; i++) {
    const before = symbols[i - 1];
    const after = symbols[i];
    const gap = after && before ? after.bbox.x0 - before.bbox.x1 : Infinity;
    // Only between a number and a letter: inside a word the model's glyph boxes stray (a last letter
    // set apart: "teaspoo n"), while a number's digits and the word after it are boxed apart.
    const amountEdge = after && before ? /\d/.test(before.text) !== /\d/.test(after.text) : true;
    if (gap < LOST_SPACE * lineHeight || !amountEdge) continue;
    const part = symbols.slice(start, i);
    const first = part[0]?.bbox ?? word.bbox;
    const last = part.at(-1)?.bbox ?? word.bbox;
    parts.push({
      text: part.map((s) => s.text).join(''),
      confidence: word.confidence,
      bbox: { x0: first.x0, y0: word.bbox.y0, x1: last.x1, y1: word.bbox.y1 },
    });
    start = i;
  }
  return parts.length > 1 ? parts : [word];
}

function splitAtWideGaps(line: Line): OcrLine[] {
  const lineHeight = Math.max(1, line.bbox.y1 - line.bbox.y0);
  const words = line.words.filter((w) => w.text.trim()).flatMap((w) => splitAtLostSpaces(w, lineHeight));
  if (words.length === 0) return [];
  const parts: { words: typeof words }[] = [{ words: [words[0] as (typeof words)[number]] }];
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as (typeof words)[number];
    const previous = words[i - 1] as (typeof words)[number];
    const gap = word.bbox.x0 - previous.bbox.x1;
    if (gap > COLUMN_GAP * lineHeight) parts.push({ words: [word] });
    else parts[parts.length - 1]?.words.push(word);
  }
  return parts.map(({ words: ws }) => {
    const bbox: OcrBox = {
      x0: Math.min(...ws.map((w) => w.bbox.x0)),
      y0: Math.min(...ws.map((w) => w.bbox.y0)),
      x1: Math.max(...ws.map((w) => w.bbox.x1)),
      y1: Math.max(...ws.map((w) => w.bbox.y1)),
    };
    const confidence = ws.reduce((sum, w) => sum + w.confidence, 0) / ws.length;
    const words = ws.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox }));
    return { text: ws.map((w) => w.text).join(' '), confidence, bbox, words };
  });
}

const GERMAN_WORDS =
  /\b(?:und|mit|der|die|das|den|dem|ein|eine|einer|zum|zur|oder|aus|auf|bei|nach|sie|etwa|EL|TL|Prise|Minuten)\b/g;

/**
 * The English model has no "ü" and reads it as "ii", which German words never contain (English ones
 * hardly ever); on a page that reads as German, "ii" inside a word is put back to "ü".
 */
export function repairUmlauts(lines: OcrLine[]): OcrLine[] {
  const text = lines.map((l) => l.text).join(' ');
  if ((text.match(GERMAN_WORDS)?.length ?? 0) < 4) return lines;
  return lines.map((l) => ({ ...l, text: l.text.replace(/(?<=\p{L}|\b)ii(?=\p{L})/gu, 'ü') }));
}

export interface TesseractOcr extends OcrProvider {
  /** Stops the worker; the next recognise starts a new one. */
  close(): Promise<void>;
}

export interface TesseractOptions {
  /**
   * Called as a worker starts and reads ("loading tesseract core", "loading language traineddata",
   * "initializing api", "image prepared", "recognizing text"; with the model), for timing each step (scripts/time-photos).
   */
  onStep?: (step: string, model: string) => void;
}

export function createTesseractOcr(options: TesseractOptions = {}): TesseractOcr {
  const workers = new Map<string, Promise<Worker>>();
  // One page at a time: a worker would queue them anyway, and this keeps memory flat.
  let queue: Promise<unknown> = Promise.resolve();
  // A second reading of the same photo (in its language) reuses the prepared image and its angle, and
  // the first reading's fraction shapes: its binarised page is the very same (the same image, angle and
  // threshold; the model plays no part in it), so it is not asked for, encoded and decoded again.
  let lastPrepared: {
    bytes: Uint8Array;
    image: ReturnType<typeof prepareImage>;
    rotateRadians?: number;
    shapeAt?: Promise<OcrResult['shapeAt']>;
  } | null = null;

  const getWorker = (model: string): Promise<Worker> => {
    let worker = workers.get(model);
    if (!worker) {
      const onStep = options.onStep;
      worker = createWorker(model, 1, {
        ...modelSource(model),
        cacheMethod: 'none',
        ...(onStep ? { logger: (m: { status: string }) => onStep(m.status, model) } : {}),
      });
      workers.set(model, worker);
    }
    return worker;
  };

  const prepared = (bytes: Uint8Array) => {
    if (lastPrepared?.bytes !== bytes) lastPrepared = { bytes, image: prepareImage(bytes) };
    return lastPrepared;
  };

  const read = async (bytes: Uint8Array, language: string | undefined): Promise<OcrResult> => {
    const model = LANGUAGE_PACKS[language ?? 'en'] ?? 'eng';
    // The worker first: it starts in its own thread while this one decodes and prepares the photo.
    const worker = getWorker(model);
    const page = prepared(bytes);
    const [ocr, image] = await Promise.all([
      worker,
      page.image.then((image) => {
        // Measured here while the worker starts, in place of the reader's own layout pass for it.
        page.rotateRadians ??= pageSkew(image);
        options.onStep?.('image prepared', model);
        return image;
      }),
    ]);
    const again = page.shapeAt !== undefined;
    const recognised = ocr.recognize(
      image.pgm,
      { rotateRadians: page.rotateRadians ?? 0 },
      { blocks: true, text: false, imageBinary: !again },
    );
    // Once the page is on its way to the worker, the fraction templates are drawn while it reads.
    if (!again) setImmediate(shapeTemplates);
    const { data } = await recognised;
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) lines.push(...splitAtWideGaps(line));
      }
    }
    // The binarised page is the one the boxes are measured on (straightened by rotateAuto).
    if (!again) {
      const binary = data.imageBinary
        ? Buffer.from(data.imageBinary.replace(/^data:[^,]*,/, ''), 'base64')
        : null;
      page.shapeAt = binary ? shapeReader(binary) : Promise.resolve(undefined);
    }
    const shapeAt = await page.shapeAt;
    return { lines: model === 'eng' ? repairUmlauts(lines) : lines, shapeAt };
  };

  return {
    languages: Object.keys(LANGUAGE_PACKS).filter((l) => l !== 'en'),
    recognise(bytes: Uint8Array, _contentType: OcrContentType, options?: OcrOptions): Promise<OcrResult> {
      const result = queue.then(() => read(bytes, options?.language));
      queue = result.catch(() => undefined);
      return result;
    },
    async close(): Promise<void> {
      const running = [...workers.values()];
      workers.clear();
      lastPrepared = null;
      await Promise.all(running.map(async (w) => (await w).terminate()));
    },
  };
}
