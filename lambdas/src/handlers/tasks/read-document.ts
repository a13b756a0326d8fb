// Task ReadDocument: reads an uploaded photo or PDF from the media bucket and turns it into recipes
// (domain/extraction/text: OCR or the PDF's text layer, then the configured language model or,
// without one, the deterministic line reader). OCR is Textract on AWS and Tesseract locally
// (OCR_PROVIDER, which defaults to Tesseract only where S3 is a local stand-in). The route has
// already checked that the key is the caller's own.
import { TextractClient } from '@aws-sdk/client-textract';
import { structurerFromEnv } from '../../adapters/llm/settings.js';
import { createTextractOcr } from '../../adapters/ocr/textract.js';
import { readPdfOnDemand } from '../../adapters/pdf/pdf-reader.js';
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import { MAX_RECIPE_FILE_BYTES } from '../../contracts/extraction.js';
import type { OcrProvider } from '../../domain/extraction/ports.js';
import { readDocument } from '../../domain/extraction/text/read-document.js';
import { ImportFailure } from '../../domain/import/failures.js';
import { recipeFileType } from '../../domain/import/recipe-files.js';
import { fromStructured } from '../../domain/import/structured.js';
import type { ExtractionSource, WorkflowState } from '../../workflows/extract-recipe.asl.js';
import { requireMediaBucket, taskS3, taskSettings } from './settings.js';

const storage = s3Storage({ server: taskS3, browser: taskS3, bucket: requireMediaBucket() });
const structurer = structurerFromEnv();
const useTesseract =
  (taskSettings.OCR_PROVIDER ?? (taskSettings.S3_ENDPOINT ? 'tesseract' : 'textract')) === 'tesseract';

let tesseract: Promise<OcrProvider & { close(): Promise<void> }> | null = null;
const ocr: OcrProvider = useTesseract
  ? {
      async recognise(bytes, contentType) {
        // Loaded on first use: the WebAssembly OCR is large and never used on AWS.
        tesseract ??= import('../../adapters/ocr/tesseract.js').then((module) => module.createTesseractOcr());
        return (await tesseract).recognise(bytes, contentType);
      },
    }
  : createTextractOcr(new TextractClient({ region: taskSettings.AWS_REGION }));

/** Stops the local OCR worker, if one was started (the local stack calls it when it stops). */
export async function releaseOcr(): Promise<void> {
  const started = tesseract;
  tesseract = null;
  if (started) await (await started).close();
}

async function download(key: string): Promise<Uint8Array> {
  const file = await storage.read(key, MAX_RECIPE_FILE_BYTES);
  if (file === 'too-large') throw new ImportFailure('FileUnreadable');
  if (file === 'missing') throw new ImportFailure('FileNotFound');
  return file;
}

export async function handler(
  source: Extract<ExtractionSource, { type: 'image' | 'pdf' }>,
): Promise<WorkflowState> {
  const contentType = recipeFileType(source.key);
  if (!contentType || (contentType === 'application/pdf') !== (source.type === 'pdf'))
    throw new ImportFailure('FileUnreadable');
  const bytes = await download(source.key);
  const recipes = await readDocument(
    { bytes, contentType },
    {
      ocr,
      readPdf: readPdfOnDemand,
      structure: structurer
        ? async (lines) => (await structurer.structure(lines.join('\n'))).map((r) => fromStructured(r, null))
        : undefined,
    },
  );
  return { type: source.type, sourceUrl: null, recipes };
}
