// The local stand-in for Textract: the same reader port, over the S3 stand-in, with Tesseract reading
// photos and scanned pages (pdfjs draws them) and a page's text layer read as it is. A PDF of several
// pages runs as a job in this process, polled like Textract's, so the workflow takes the same states
// (its tasks run in the local stack's own process). Never part of a Lambda bundle: the handlers load
// it by a path esbuild does not follow, and it needs the native canvas.
import { randomUUID } from 'node:crypto';
import {
  type DocumentTextJob,
  type DocumentTextReader,
  DocumentUnreadableError,
  type OcrResult,
} from '../../domain/extraction/ports.js';
import { readPdfPagesLazily as readPdfPages } from '../pdf/pdf-pages-lazily.js';
import { createTesseractOcr } from './tesseract.js';

export interface LocalDocumentText extends DocumentTextReader {
  /** Stops the OCR worker (the local stack calls it when it stops). */
  close(): Promise<void>;
}

/** How long a finished job's pages are kept for another read. */
const KEEP_RESULT_MS = 10 * 60 * 1000;

type Job = { settled: false } | { settled: true; pages: OcrResult[] } | { settled: true; error: unknown };

export function createLocalDocumentText(download: (key: string) => Promise<Uint8Array>): LocalDocumentText {
  const tesseract = createTesseractOcr();
  const jobs = new Map<string, Job>();

  const readPdf = async (key: string): Promise<OcrResult[]> => {
    const pages = await readPdfPages(await download(key));
    const results: OcrResult[] = [];
    for (const page of pages) {
      if (page.kind === 'scan') results.push(await tesseract.recognise(page.png, 'image/png'));
      else results.push({ lines: page.items.map((item) => ({ ...item, confidence: 100 })) });
    }
    return results;
  };

  return {
    languages: tesseract.languages,
    async readPage({ key, contentType }, options) {
      if (contentType !== 'application/pdf')
        return tesseract.recognise(await download(key), contentType, options);
      const [page, ...more] = await readPdf(key);
      // Textract's synchronous call takes a PDF of one page only.
      if (!page || more.length > 0) throw new DocumentUnreadableError();
      return page;
    },

    async startReading(key) {
      const id = randomUUID();
      jobs.set(id, { settled: false });
      readPdf(key).then(
        (pages) => jobs.set(id, { settled: true, pages }),
        (error: unknown) => jobs.set(id, { settled: true, error }),
      );
      return id;
    },

    async readingResult(jobId): Promise<DocumentTextJob> {
      const job = jobs.get(jobId);
      if (!job) throw new DocumentUnreadableError();
      if (!job.settled) return { status: 'in-progress' };
      // As Textract keeps a job's result for days, it may be read again (a task delivered twice does);
      // this process forgets it after a while.
      setTimeout(() => jobs.delete(jobId), KEEP_RESULT_MS).unref();
      if ('error' in job) throw job.error;
      return { status: 'done', pages: job.pages };
    },

    close: () => tesseract.close(),
  };
}
