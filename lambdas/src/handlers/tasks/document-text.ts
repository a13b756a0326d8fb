// What ReadDocument, ReadWhole and CollectText read with: Textract on AWS; locally (OCR_PROVIDER, which
// defaults to Tesseract only where S3 is a local stand-in) the stand-in in adapters/ocr, loaded by a
// path esbuild leaves alone, so neither it nor the native canvas it needs is bundled for Lambda.
// Under `npm start` both tasks run in one process and share this module, and so the stand-in's jobs.
import { TextractClient } from '@aws-sdk/client-textract';
import { structurerFromEnv } from '../../adapters/llm/settings.js';
import type { createLocalDocumentText } from '../../adapters/ocr/local-document-text.js';
import { createTextractDocumentText } from '../../adapters/ocr/textract.js';
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import { MAX_RECIPE_FILE_BYTES } from '../../contracts/recipe-files.js';
import type { DocumentTextReader } from '../../domain/extraction/ports.js';
import type { ReadStoredDocumentDeps } from '../../domain/extraction/text/read-document.js';
import { ImportFailure } from '../../domain/import/failures.js';
import { fromStructured } from '../../domain/import/structured.js';
import { requireMediaBucket, taskS3, taskSettings } from './settings.js';

const bucket = requireMediaBucket();
const client = async () => taskS3;
const storage = s3Storage({ server: client, browser: client, bucket });

/** The stored file's size in bytes, or null when it is not there. */
export async function fileSize(key: string): Promise<number | null> {
  return (await storage.head(key))?.size ?? null;
}

export async function download(key: string): Promise<Uint8Array> {
  const file = await storage.read(key, MAX_RECIPE_FILE_BYTES);
  if (file === 'too-large') throw new ImportFailure('FileUnreadable');
  if (file === 'missing') throw new ImportFailure('FileNotFound');
  return file;
}

const useStandIn =
  (taskSettings.OCR_PROVIDER ?? (taskSettings.S3_ENDPOINT ? 'tesseract' : 'textract')) === 'tesseract';
const standInModule = '../../adapters/ocr/local-document-text.js';

export const documentText: DocumentTextReader & { close?(): Promise<void> } = useStandIn
  ? (
      (await import(standInModule)) as { createLocalDocumentText: typeof createLocalDocumentText }
    ).createLocalDocumentText(download)
  : createTextractDocumentText(new TextractClient({ region: taskSettings.AWS_REGION }), bucket);

const structurer = structurerFromEnv();

export const structure: ReadStoredDocumentDeps['structure'] = structurer
  ? async (lines, hint) =>
      (await structurer.structure(lines.join('\n'), hint)).map((r) => fromStructured(r, null))
  : undefined;
