// Text on AWS: Textract reads the upload where it lies in S3 (with this function's own S3 access), so
// the file never passes through the Lambda and sync calls take files up to 10 MB rather than 5 MB of
// Bytes. A photo or a one-page PDF is read at once (DetectDocumentText); a PDF of several pages is a
// job (StartDocumentTextDetection) whose result the workflow polls (GetDocumentTextDetection, paged by
// NextToken). LINE blocks become OCR lines; their boxes, given as fractions of the page, are scaled to
// a 1000 x 1300 page (Textract does not say the page's size; most recipe pages and cards are portrait)
// so the layout step can compare gaps with line heights as it does for Tesseract's pixels.
import {
  BadDocumentException,
  type Block,
  DetectDocumentTextCommand,
  DocumentTooLargeException,
  GetDocumentTextDetectionCommand,
  type GetDocumentTextDetectionCommandOutput,
  InvalidS3ObjectException,
  StartDocumentTextDetectionCommand,
  UnsupportedDocumentException,
} from '@aws-sdk/client-textract';
import {
  DocumentMissingError,
  type DocumentTextJob,
  type DocumentTextReader,
  DocumentUnreadableError,
  type OcrBox,
  type OcrLine,
  type OcrResult,
} from '../../domain/extraction/ports.js';

type TextractCommand =
  | DetectDocumentTextCommand
  | StartDocumentTextDetectionCommand
  | GetDocumentTextDetectionCommand;

/** The part of TextractClient this adapter uses, so tests can replay recorded responses. */
export interface TextractLike {
  send(command: TextractCommand): Promise<unknown>;
}

const PAGE_WIDTH = 1000;
const PAGE_HEIGHT = 1300;
/** Blocks per GetDocumentTextDetection answer (Textract's maximum). */
const RESULTS_PER_CALL = 1000;

type BoundingBox = NonNullable<NonNullable<Block['Geometry']>['BoundingBox']>;

/** A box given as fractions of the page, on the 1000 x 1300 page. */
function pageBox(box: BoundingBox | undefined): { bbox: OcrBox } | Record<string, never> {
  if (!box || box.Left === undefined || box.Top === undefined) return {};
  if (box.Width === undefined || box.Height === undefined) return {};
  return {
    bbox: {
      x0: box.Left * PAGE_WIDTH,
      y0: box.Top * PAGE_HEIGHT,
      x1: (box.Left + box.Width) * PAGE_WIDTH,
      y1: (box.Top + box.Height) * PAGE_HEIGHT,
    },
  };
}

/**
 * LINE blocks in Textract's order, as OCR lines with boxes and their WORD blocks (each with its own
 * confidence, so the review screen can mark the words Textract was unsure of, as it does locally).
 */
export function linesFromBlocks(blocks: readonly Block[]): OcrLine[] {
  const words = new Map<string, Block>();
  for (const block of blocks) if (block.BlockType === 'WORD' && block.Id) words.set(block.Id, block);
  const lines: OcrLine[] = [];
  for (const block of blocks) {
    if (block.BlockType !== 'LINE' || !block.Text) continue;
    const children = (block.Relationships ?? [])
      .filter((r) => r.Type === 'CHILD')
      .flatMap((r) => r.Ids ?? [])
      .map((id) => words.get(id))
      .filter((w): w is Block => w?.Text !== undefined);
    lines.push({
      text: block.Text,
      confidence: block.Confidence ?? 0,
      ...pageBox(block.Geometry?.BoundingBox),
      ...(children.length
        ? {
            words: children.map((w) => ({
              text: w.Text as string,
              confidence: w.Confidence ?? 0,
              ...pageBox(w.Geometry?.BoundingBox),
            })),
          }
        : {}),
    });
  }
  return lines;
}

/** Textract's refusals of the file itself, which the cook can act on (another photo, a smaller file). */
const unreadable = (error: unknown) =>
  error instanceof BadDocumentException ||
  error instanceof UnsupportedDocumentException ||
  error instanceof DocumentTooLargeException;

async function call<T>(client: TextractLike, command: TextractCommand): Promise<T> {
  try {
    return (await client.send(command)) as T;
  } catch (error) {
    if (unreadable(error)) throw new DocumentUnreadableError();
    // The object is not there (an expired or never-finished upload) or cannot be read.
    if (error instanceof InvalidS3ObjectException) throw new DocumentMissingError();
    throw error;
  }
}

/** The idempotency token of a job: the upload's own random file name, so a retried start is one job. */
const jobToken = (key: string) => (key.slice(key.lastIndexOf('/') + 1).split('.')[0] ?? '').slice(0, 64);

export function createTextractDocumentText(client: TextractLike, bucket: string): DocumentTextReader {
  const s3Object = (key: string) => ({ S3Object: { Bucket: bucket, Name: key } });
  return {
    async readPage({ key }) {
      const output = await call<{ Blocks?: Block[] }>(
        client,
        new DetectDocumentTextCommand({ Document: s3Object(key) }),
      );
      return { lines: linesFromBlocks(output.Blocks ?? []) };
    },

    async startReading(key) {
      const output = await call<{ JobId?: string }>(
        client,
        new StartDocumentTextDetectionCommand({
          DocumentLocation: s3Object(key),
          ClientRequestToken: jobToken(key),
        }),
      );
      if (!output.JobId) throw new Error('Textract started no job');
      return output.JobId;
    },

    async readingResult(jobId): Promise<DocumentTextJob> {
      const blocks: Block[] = [];
      let pageCount = 0;
      let nextToken: string | undefined;
      do {
        const output = await call<GetDocumentTextDetectionCommandOutput>(
          client,
          new GetDocumentTextDetectionCommand({
            JobId: jobId,
            MaxResults: RESULTS_PER_CALL,
            ...(nextToken ? { NextToken: nextToken } : {}),
          }),
        );
        if (output.JobStatus === 'IN_PROGRESS') return { status: 'in-progress' };
        if (output.JobStatus !== 'SUCCEEDED' && output.JobStatus !== 'PARTIAL_SUCCESS')
          throw new DocumentUnreadableError();
        pageCount = Math.max(pageCount, output.DocumentMetadata?.Pages ?? 0);
        blocks.push(...(output.Blocks ?? []));
        nextToken = output.NextToken;
      } while (nextToken);
      const byPage: Block[][] = Array.from({ length: pageCount }, () => []);
      for (const block of blocks) {
        const page = (block.Page ?? 1) - 1;
        while (byPage.length <= page) byPage.push([]);
        byPage[page]?.push(block);
      }
      const pages: OcrResult[] = byPage.map((pageBlocks) => ({ lines: linesFromBlocks(pageBlocks) }));
      return { status: 'done', pages };
    },
  };
}
