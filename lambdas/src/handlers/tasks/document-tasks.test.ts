// Photo and PDF import through the workflow as AWS runs it: the shared ASL on aws-local-stepfunctions,
// the real ReadDocument, CollectPdfText and Normalise tasks, pdfjs reading the text layer, and the
// Textract adapter answered by recorded Textract responses (test/fixtures/textract), so every call
// AWS would get is checked as sent. Only the wait between polls is shortened.
import { StateMachine } from 'aws-local-stepfunctions';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { localDefinition, runExecution, type TaskHandler } from '../../../../infra/local/step-functions.js';
import { type RecordedAnswer, recordedTextract } from '../../../../test/support/recorded-textract.js';
import { createTextractDocumentText } from '../../adapters/ocr/textract.js';
import { readPdfText } from '../../adapters/pdf/pdf-text.js';
import { extractRecipeTasks } from '../../workflows/extract-recipe.asl.js';
import { collectPdfTextTask, readDocumentTask } from './document-tasks.js';
import { handler as normalise } from './normalise.js';

const bucket = 'hearth-media';
const folder = 'recipe-files/u-1/';

/** A PDF of pages that are only pictures (a scan has no text layer), or of lines of text. */
async function pdfOf(pages: (string[] | 'scan')[]): Promise<Uint8Array> {
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
  return pdf.save();
}

/** Runs one import through the workflow; the files are served from memory, Textract from recordings. */
async function runImport(
  source: { type: 'image' | 'pdf'; key: string },
  files: Record<string, Uint8Array>,
  answers: RecordedAnswer[],
) {
  const textract = recordedTextract(answers);
  const text = createTextractDocumentText(textract.client, bucket);
  const download = async (key: string) => {
    const file = files[key];
    if (!file) throw new Error(`No file ${key}`);
    return file;
  };
  const tasks: Record<string, TaskHandler> = {
    ReadDocument: readDocumentTask({ text, download, readPdfText }) as TaskHandler,
    CollectPdfText: collectPdfTextTask({ text }) as TaskHandler,
    Normalise: normalise as TaskHandler,
  };
  const visited: string[] = [];
  const handlers = Object.fromEntries(
    extractRecipeTasks.map((task) => [
      task.state,
      async (input: unknown) => {
        visited.push(task.state);
        const run = tasks[task.state];
        if (!run) throw new Error(`${task.state} is not part of a document import`);
        return run(input);
      },
    ]),
  );
  const machine = new StateMachine(localDefinition('eu-west-1'));
  const result = await runExecution(machine, handlers, source, { WaitForPdfText: 1 });
  return { result, visited, sent: textract.sent, unanswered: textract.unanswered() };
}

const recipeOf = (output: string | undefined) =>
  (JSON.parse(output ?? '{}') as { recipes: { title: string; ingredients: string[] }[] }).recipes;

describe('document import through the extract-recipe workflow', { timeout: 30_000 }, () => {
  it('reads a photo in S3 with one DetectDocumentText call', async () => {
    const key = `${folder}0123456789abcdef0123456789abcdef.jpg`;
    const run = await runImport({ type: 'image', key }, {}, [{ fixture: 'detect-document-text-photo' }]);
    expect(run.result.status).toBe('SUCCEEDED');
    expect(run.visited).toEqual(['ReadDocument', 'Normalise']);
    expect(run.sent).toEqual([
      { operation: 'DetectDocumentText', body: { Document: { S3Object: { Bucket: bucket, Name: key } } } },
    ]);
    const [recipe] = recipeOf(run.result.output);
    expect(recipe?.title).toBe('Lemon Drizzle Cake');
    expect(recipe?.ingredients).toContain('225 g caster sugar');
  });

  it('starts a job for a scanned PDF of several pages, waits while it runs and collects every page', async () => {
    const key = `${folder}fedcba9876543210fedcba9876543210.pdf`;
    const run = await runImport({ type: 'pdf', key }, { [key]: await pdfOf(['scan', 'scan']) }, [
      { fixture: 'start-document-text-detection' },
      { fixture: 'get-document-text-detection-in-progress' },
      { fixture: 'get-document-text-detection-succeeded-1' },
      { fixture: 'get-document-text-detection-succeeded-2' },
    ]);
    expect(run.result).toMatchObject({ status: 'SUCCEEDED' });
    expect(run.visited).toEqual(['ReadDocument', 'CollectPdfText', 'CollectPdfText', 'Normalise']);
    const jobId = '3f0f4c6ad1e8a9b7c2d5e4f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1';
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
    const [recipe] = recipeOf(run.result.output);
    expect(recipe?.title).toBe("Shepherd's Pie");
    expect(recipe?.ingredients).toEqual(expect.arrayContaining(['500 g minced lamb', '400 ml lamb stock']));
  });

  it('reads a scanned PDF of one page at once', async () => {
    const key = `${folder}00112233445566778899aabbccddeeff.pdf`;
    const run = await runImport({ type: 'pdf', key }, { [key]: await pdfOf(['scan']) }, [
      { fixture: 'detect-document-text-photo' },
    ]);
    expect(run.result.status).toBe('SUCCEEDED');
    expect(run.visited).toEqual(['ReadDocument', 'Normalise']);
    expect(run.sent).toEqual([
      { operation: 'DetectDocumentText', body: { Document: { S3Object: { Bucket: bucket, Name: key } } } },
    ]);
  });

  it('reads a PDF with a text layer on every page without Textract', async () => {
    const key = `${folder}aabbccddeeff00112233445566778899.pdf`;
    const pdf = await pdfOf([
      ['Pea Soup', 'Serves 4', 'Ingredients', '500 g frozen peas', '1 litre vegetable stock'],
      ['Method', '1. Simmer the peas in the stock for ten minutes.', '2. Blend until smooth.'],
    ]);
    const run = await runImport({ type: 'pdf', key }, { [key]: pdf }, []);
    expect(run.result.status).toBe('SUCCEEDED');
    expect(run.sent).toEqual([]);
    expect(recipeOf(run.result.output)[0]?.title).toBe('Pea Soup');
  });

  it('refuses a PDF of more than 20 pages before Textract sees it', async () => {
    const key = `${folder}99887766554433221100ffeeddccbbaa.pdf`;
    const pdf = await pdfOf(Array.from({ length: 21 }, () => 'scan' as const));
    const run = await runImport({ type: 'pdf', key }, { [key]: pdf }, []);
    expect(run.result).toEqual({
      status: 'FAILED',
      error: 'TooManyPages',
      cause: 'That PDF has more than 20 pages. Please import just the pages with the recipe.',
    });
    expect(run.sent).toEqual([]);
  });
});
