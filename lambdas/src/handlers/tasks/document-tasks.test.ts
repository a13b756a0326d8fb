// Photo and PDF import through the workflows as AWS runs them: the shared ASL (the quick, Express
// extract-recipe workflow, and the Standard read-document-job workflow it hands long documents to) on
// aws-local-stepfunctions, the real ReadDocument, ReadWhole, CollectText, Normalise and FinishImport
// tasks, pdfjs reading the text layer, the job's steps written to an in-memory job table, and the
// Textract adapter answered by recorded Textract responses (test/fixtures/textract), so every call AWS
// would get is checked as sent. Only the wait between polls is shortened.
import { randomBytes } from 'node:crypto';
import { StateMachine } from 'aws-local-stepfunctions';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { localDefinition, runExecution, type TaskHandler } from '../../../../infra/local/step-functions.js';
import { type RecordedAnswer, recordedTextract } from '../../../../test/support/recorded-textract.js';
import { createTextractDocumentText } from '../../adapters/ocr/textract.js';
import { readPdfText } from '../../adapters/pdf/pdf-text.js';
import type { DocumentImportRepository } from '../../data/entities/document-import.js';
import type { DocumentJobInput } from '../../domain/import/ports.js';
import { readDocumentJobDefinition } from '../../workflows/read-document-job.asl.js';
import {
  collectTextTask,
  finishImportTask,
  jobSteps,
  LARGE_PHOTO_BYTES,
  readDocumentTask,
  readWholeTask,
} from './document-tasks.js';
import { normaliseState as normalise } from './normalise.js';

const bucket = 'hearth-media';
const folder = 'recipe-files/u-1/';

/** A PDF of pages that are only pictures (a scan has no text layer), or of lines of text; `padding` bytes more. */
async function pdfOf(pages: (string[] | 'scan')[], padding = 0): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const content of pages) {
    const page = pdf.addPage([595, 842]);
    if (content === 'scan') {
      page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, color: rgb(0.93, 0.9, 0.85) });
      continue;
    }
    content.forEach((line, n) => {
      page.drawText(line, { x: 50, y: 780 - n * 20, size: 12, font });
    });
  }
  if (padding > 0) await pdf.attach(randomBytes(padding), 'scan-data.bin');
  return pdf.save();
}

/** The job table's two writes the tasks make, recorded. */
function jobTable() {
  const steps: string[] = [];
  const ends: { recipes?: unknown[]; message?: string }[] = [];
  const jobs = {
    recordStep: async (_userId: string, _jobId: string, step: string) => {
      steps.push(step);
      return true;
    },
    finish: async (_userId: string, _jobId: string, recipes: unknown[]) => {
      ends.push({ recipes });
      return true;
    },
    fail: async (_userId: string, _jobId: string, message: string) => {
      ends.push({ message });
      return true;
    },
  } satisfies Pick<DocumentImportRepository, 'recordStep' | 'finish' | 'fail'>;
  return { jobs, steps, ends };
}

/** Runs one import as the route does: the quick workflow, then, if it hands over, the job's. */
async function runImport(
  source: { type: 'image' | 'pdf'; key: string },
  files: Record<string, Uint8Array | number>,
  answers: RecordedAnswer[],
) {
  const textract = recordedTextract(answers);
  const text = createTextractDocumentText(textract.client, bucket);
  const download = async (key: string) => {
    const file = files[key];
    if (!(file instanceof Uint8Array)) throw new Error(`No file ${key}`);
    return file;
  };
  const size = async (key: string) => {
    const file = files[key];
    return file === undefined ? null : typeof file === 'number' ? file : file.length;
  };
  const table = jobTable();
  const foundText = jobSteps(table.jobs);
  const tasks: Record<string, TaskHandler> = {
    ReadDocument: readDocumentTask({ text, download, readPdfText, size }) as TaskHandler,
    ReadWhole: readWholeTask({ text, download, readPdfText }, foundText) as TaskHandler,
    CollectText: collectTextTask({ text }, foundText) as TaskHandler,
    Normalise: normalise as TaskHandler,
    FinishImport: finishImportTask(table.jobs) as TaskHandler,
  };
  const visited: string[] = [];
  const recording = (states: string[]) =>
    Object.fromEntries(
      states.map((state) => [
        state,
        async (input: unknown) => {
          visited.push(state);
          return (tasks[state] as TaskHandler)(input);
        },
      ]),
    );
  const quick = await runExecution(
    new StateMachine(localDefinition('eu-west-1')),
    recording(['ReadDocument', 'Normalise']),
    source,
  );
  const handOff = (JSON.parse(quick.output ?? '{}') as { handOff?: DocumentJobInput['handOff'] }).handOff;
  const job = handOff
    ? await runExecution(
        new StateMachine(readDocumentJobDefinition() as never, { validationOptions: { noValidate: true } }),
        recording(['ReadWhole', 'CollectText', 'Normalise', 'FinishImport']),
        { job: { userId: 'u-1', jobId: 'job-1' }, ...source, handOff } satisfies DocumentJobInput,
        { WaitForText: 1 },
      )
    : null;
  return {
    quick,
    handOff,
    job,
    visited,
    steps: table.steps,
    ends: table.ends,
    sent: textract.sent,
    unanswered: textract.unanswered(),
  };
}

const recipeOf = (output: string | undefined) =>
  (JSON.parse(output ?? '{}') as { recipes: { title: string; ingredients: string[] }[] }).recipes;

describe('document import through the workflows', { timeout: 30_000 }, () => {
  it('reads a photo in S3 with one DetectDocumentText call, while the request waits', async () => {
    const key = `${folder}0123456789abcdef0123456789abcdef.jpg`;
    const run = await runImport({ type: 'image', key }, { [key]: 2_000_000 }, [
      { fixture: 'detect-document-text-photo' },
    ]);
    expect(run.quick.status).toBe('SUCCEEDED');
    expect(run.handOff).toBeUndefined();
    expect(run.visited).toEqual(['ReadDocument', 'Normalise']);
    expect(run.sent).toEqual([
      { operation: 'DetectDocumentText', body: { Document: { S3Object: { Bucket: bucket, Name: key } } } },
    ]);
    const [recipe] = recipeOf(run.quick.output);
    expect(recipe?.title).toBe('Lemon Drizzle Cake');
    expect(recipe?.ingredients).toContain('225 g caster sugar');
  });

  it('hands a scanned PDF of several pages to a job, which waits while Textract reads and then finds the recipe', async () => {
    const key = `${folder}fedcba9876543210fedcba9876543210.pdf`;
    const run = await runImport({ type: 'pdf', key }, { [key]: await pdfOf(['scan', 'scan']) }, [
      { fixture: 'start-document-text-detection' },
      { fixture: 'get-document-text-detection-in-progress' },
      { fixture: 'get-document-text-detection-succeeded-1' },
      { fixture: 'get-document-text-detection-succeeded-2' },
    ]);
    const jobId = '3f0f4c6ad1e8a9b7c2d5e4f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1';
    // The request's workflow only starts the text job and hands it over; it never waits.
    expect(run.quick.status).toBe('SUCCEEDED');
    expect(run.handOff).toEqual({ textJob: { jobId }, pages: 2 });
    expect(run.job?.status).toBe('SUCCEEDED');
    expect(run.visited).toEqual(['ReadDocument', 'CollectText', 'CollectText', 'Normalise', 'FinishImport']);
    expect(run.sent.map((request) => request.operation)).toEqual([
      'StartDocumentTextDetection',
      'GetDocumentTextDetection',
      'GetDocumentTextDetection',
      'GetDocumentTextDetection',
    ]);
    expect(run.sent[0]?.body).toEqual({
      DocumentLocation: { S3Object: { Bucket: bucket, Name: key } },
      ClientRequestToken: 'fedcba9876543210fedcba9876543210',
    });
    expect(run.sent.slice(1).map((request) => request.body.JobId)).toEqual([jobId, jobId, jobId]);
    expect(run.sent[3]?.body.NextToken).toEqual(expect.any(String));
    expect(run.unanswered).toBe(0);
    expect(run.steps).toEqual(['finding']);
    const [end] = run.ends as [{ recipes: { title: string; ingredients: string[]; pdfUrl: string }[] }];
    expect(end.recipes[0]?.title).toBe("Shepherd's Pie");
    expect(end.recipes[0]?.ingredients).toEqual(
      expect.arrayContaining(['500 g minced lamb', '400 ml lamb stock']),
    );
    expect(end.recipes[0]?.pdfUrl).toBe(`/api/media/${key}`);
  });

  it('hands a photo larger than the request can wait for to a job, which reads it at once', async () => {
    const key = `${folder}0123456789abcdef0123456789abcde0.jpg`;
    const run = await runImport({ type: 'image', key }, { [key]: LARGE_PHOTO_BYTES + 1 }, [
      { fixture: 'detect-document-text-photo' },
    ]);
    expect(run.handOff).toEqual({});
    expect(run.visited).toEqual(['ReadDocument', 'ReadWhole', 'Normalise', 'FinishImport']);
    expect(run.sent.map((request) => request.operation)).toEqual(['DetectDocumentText']);
    expect(run.steps).toEqual(['finding']);
    expect(run.ends).toEqual([
      { recipes: [expect.objectContaining({ title: 'Lemon Drizzle Cake', pdfUrl: null })] },
    ]);
  });

  it('reads a scanned PDF of one page at once', async () => {
    const key = `${folder}00112233445566778899aabbccddeeff.pdf`;
    const run = await runImport({ type: 'pdf', key }, { [key]: await pdfOf(['scan']) }, [
      { fixture: 'detect-document-text-photo' },
    ]);
    expect(run.quick.status).toBe('SUCCEEDED');
    expect(run.visited).toEqual(['ReadDocument', 'Normalise']);
    expect(run.sent).toEqual([
      { operation: 'DetectDocumentText', body: { Document: { S3Object: { Bucket: bucket, Name: key } } } },
    ]);
  });

  it('reads a one-page scan over 10 MB as a job, which Textract takes up to 500 MB', async () => {
    const key = `${folder}00112233445566778899aabbccddeef0.pdf`;
    const run = await runImport({ type: 'pdf', key }, { [key]: await pdfOf(['scan'], 10.5 * 1024 * 1024) }, [
      { fixture: 'start-document-text-detection' },
      { fixture: 'get-document-text-detection-succeeded-1' },
      { fixture: 'get-document-text-detection-succeeded-2' },
    ]);
    expect(run.handOff).toMatchObject({ pages: 1 });
    expect(run.sent[0]?.operation).toBe('StartDocumentTextDetection');
    expect(run.job?.status).toBe('SUCCEEDED');
  });

  it('writes why on the job when Textract cannot read the document', async () => {
    const key = `${folder}fedcba9876543210fedcba9876543211.pdf`;
    const run = await runImport({ type: 'pdf', key }, { [key]: await pdfOf(['scan', 'scan', 'scan']) }, [
      { fixture: 'start-document-text-detection' },
      { fixture: 'get-document-text-detection-failed' },
    ]);
    expect(run.job?.status).toBe('SUCCEEDED');
    expect(run.visited).toEqual(['ReadDocument', 'CollectText', 'FinishImport']);
    expect(run.ends).toEqual([{ message: 'That file could not be read' }]);
    expect(run.steps).toEqual([]);
  });

  it('reads a PDF with a text layer on every page without Textract', async () => {
    const key = `${folder}aabbccddeeff00112233445566778899.pdf`;
    const pdf = await pdfOf([
      ['Pea Soup', 'Serves 4', 'Ingredients', '500 g frozen peas', '1 litre vegetable stock'],
      ['Method', '1. Simmer the peas in the stock for ten minutes.', '2. Blend until smooth.'],
    ]);
    const run = await runImport({ type: 'pdf', key }, { [key]: pdf }, []);
    expect(run.quick.status).toBe('SUCCEEDED');
    expect(run.sent).toEqual([]);
    expect(recipeOf(run.quick.output)[0]?.title).toBe('Pea Soup');
  });

  it('refuses a PDF of more than 20 pages before Textract sees it', async () => {
    const key = `${folder}99887766554433221100ffeeddccbbaa.pdf`;
    const pdf = await pdfOf(Array.from({ length: 21 }, () => 'scan' as const));
    const run = await runImport({ type: 'pdf', key }, { [key]: pdf }, []);
    expect(run.quick).toEqual({
      status: 'FAILED',
      error: 'TooManyPages',
      cause: 'That PDF has more than 20 pages. Please import just the pages with the recipe.',
    });
    expect(run.sent).toEqual([]);
  });

  it('refuses a photo that is not there as not found, before Textract sees it', async () => {
    const key = `${folder}0123456789abcdef0123456789abcde1.jpg`;
    const run = await runImport({ type: 'image', key }, {}, []);
    expect(run.quick).toMatchObject({ status: 'FAILED', error: 'FileNotFound' });
    expect(run.sent).toEqual([]);
  });
});
