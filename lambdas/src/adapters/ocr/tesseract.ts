// Local OCR with tesseract.js (WebAssembly, so one worker uses one core). The English model comes
// from the @tesseract.js-data/eng package: without an explicit langPath tesseract.js fetches it from
// a CDN at run time, and cacheMethod 'none' keeps it from writing a copy into the working directory.
// One worker is started on first use and reused; a page skewed by a few degrees is straightened by
// Tesseract's own line-angle estimate (rotateAuto), and a line is split where a wide gap between
// words shows two columns, so the layout step can read the columns one after the other.
import { createRequire } from 'node:module';
import { createWorker, type Line, type Worker } from 'tesseract.js';
import type {
  OcrBox,
  OcrContentType,
  OcrLine,
  OcrProvider,
  OcrResult,
} from '../../domain/extraction/ports.js';
import { prepareImage } from './prepare-image.js';

const require = createRequire(import.meta.url);

/** Where the English model sits inside node_modules. */
function englishDataPath(): string {
  const data = require('@tesseract.js-data/eng') as { langPath: string };
  return data.langPath;
}

/** A gap between words wider than this many line heights separates two columns. */
const COLUMN_GAP = 1.8;

function splitAtWideGaps(line: Line): OcrLine[] {
  const words = line.words.filter((w) => w.text.trim());
  if (words.length === 0) return [];
  const lineHeight = Math.max(1, line.bbox.y1 - line.bbox.y0);
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
    return { text: ws.map((w) => w.text).join(' '), confidence, bbox };
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

export function createTesseractOcr(): TesseractOcr {
  let worker: Promise<Worker> | null = null;
  // One page at a time: the single worker would queue them anyway, and this keeps memory flat.
  let queue: Promise<unknown> = Promise.resolve();

  const getWorker = (): Promise<Worker> => {
    worker ??= createWorker('eng', 1, {
      langPath: englishDataPath(),
      cacheMethod: 'none',
      gzip: true,
    });
    return worker;
  };

  const read = async (bytes: Uint8Array): Promise<OcrResult> => {
    const [ocr, prepared] = await Promise.all([getWorker(), prepareImage(bytes)]);
    const { data } = await ocr.recognize(prepared.png, { rotateAuto: true }, { blocks: true, text: false });
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) lines.push(...splitAtWideGaps(line));
      }
    }
    return { lines: repairUmlauts(lines) };
  };

  return {
    recognise(bytes: Uint8Array, _contentType: OcrContentType): Promise<OcrResult> {
      const result = queue.then(() => read(bytes));
      queue = result.catch(() => undefined);
      return result;
    },
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      if (running) await (await running).terminate();
    },
  };
}
