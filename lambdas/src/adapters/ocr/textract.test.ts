// The Textract adapter against recorded Textract answers (test/fixtures/textract), through the real
// SDK client: the requests it sends, byte for byte in their JSON, and what it makes of the answers.
import { describe, expect, it } from 'vitest';
import { recordedTextract } from '../../../../test/support/recorded-textract.js';
import { DocumentMissingError, DocumentUnreadableError } from '../../domain/extraction/ports.js';
import { startReadingDocument } from '../../domain/extraction/text/read-document.js';
import { createTextractDocumentText, linesFromBlocks } from './textract.js';

const bucket = 'hearth-media';
const photoKey = 'recipe-files/u-1/0123456789abcdef0123456789abcdef.jpg';
const pdfKey = 'recipe-files/u-1/fedcba9876543210fedcba9876543210.pdf';

describe('the Textract document reader', () => {
  it('reads a photo where it lies in S3 with DetectDocumentText, keeping LINE blocks as lines', async () => {
    const textract = recordedTextract([{ fixture: 'detect-document-text-photo' }]);
    const result = await createTextractDocumentText(textract.client, bucket).readPage({
      key: photoKey,
      contentType: 'image/jpeg',
    });
    expect(textract.sent).toEqual([
      {
        operation: 'DetectDocumentText',
        body: { Document: { S3Object: { Bucket: bucket, Name: photoKey } } },
      },
    ]);
    expect(result.lines.map((line) => line.text)).toEqual([
      'Lemon Drizzle Cake',
      'Serves 8',
      'Ingredients',
      '225 g unsalted butter, softened',
      '225 g caster sugar',
      '4 eggs',
      '225 g self-raising flour',
      '1 lemon, zested',
      'Method',
      '1. Heat the oven to 180C and line a loaf tin.',
      '2. Beat the butter and sugar until pale, then beat in the eggs.',
      '3. Fold in the flour and lemon zest and bake for 45 minutes.',
      '4. Pour the lemon syrup over the warm cake.',
    ]);
    const title = result.lines[0];
    expect(title?.confidence).toBeGreaterThan(90);
    // Fractions of the page become a 1000 x 1300 page.
    expect(title?.bbox?.x0).toBeCloseTo(100);
    expect(title?.bbox?.y0).toBeCloseTo(78);
  });

  it('starts a PDF job on the stored file, with the upload name as its idempotency token', async () => {
    const textract = recordedTextract([{ fixture: 'start-document-text-detection' }]);
    const jobId = await createTextractDocumentText(textract.client, bucket).startReading(pdfKey);
    expect(jobId).toBe('3f0f4c6ad1e8a9b7c2d5e4f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1');
    expect(textract.sent).toEqual([
      {
        operation: 'StartDocumentTextDetection',
        body: {
          DocumentLocation: { S3Object: { Bucket: bucket, Name: pdfKey } },
          ClientRequestToken: 'fedcba9876543210fedcba9876543210',
        },
      },
    ]);
  });

  it('answers in-progress while the job runs, then reads every page through NextToken', async () => {
    const textract = recordedTextract([
      { fixture: 'get-document-text-detection-in-progress' },
      { fixture: 'get-document-text-detection-succeeded-1' },
      { fixture: 'get-document-text-detection-succeeded-2' },
    ]);
    const reader = createTextractDocumentText(textract.client, bucket);
    expect(await reader.readingResult('job-1')).toEqual({ status: 'in-progress' });
    const done = await reader.readingResult('job-1');
    expect(textract.sent).toEqual([
      { operation: 'GetDocumentTextDetection', body: { JobId: 'job-1', MaxResults: 1000 } },
      { operation: 'GetDocumentTextDetection', body: { JobId: 'job-1', MaxResults: 1000 } },
      {
        operation: 'GetDocumentTextDetection',
        body: {
          JobId: 'job-1',
          MaxResults: 1000,
          NextToken: 'AYADeLKAm9hv2yG6Pz0u3/lJe0gAXwABABVhd3MtY3J5cHRvLXB1YmxpYy1rZXkAREEzWmpNZ2R2',
        },
      },
    ]);
    if (done.status !== 'done') throw new Error('The job should be read');
    expect(done.pages.map((page) => page.lines.map((line) => line.text))).toEqual([
      [
        "Shepherd's Pie",
        'Serves 4',
        'Ingredients',
        '500 g minced lamb',
        '1 onion, chopped',
        '2 carrots, diced',
        '400 ml lamb stock',
        '900 g potatoes',
        '50 g butter',
      ],
      // Page 2 began in the first answer and went on in the second.
      [
        'Method',
        '1. Brown the lamb with the onion and carrots.',
        '2. Add the stock and simmer for 20 minutes.',
        '3. Boil and mash the potatoes with the butter.',
        '4. Top the lamb with the mash and bake for 25 minutes.',
      ],
    ]);
  });

  it("turns Textract's refusal of the file into the cook's 'could not be read'", async () => {
    const textract = recordedTextract([{ fixture: 'detect-document-text-too-large', status: 400 }]);
    const reading = createTextractDocumentText(textract.client, bucket).readPage({
      key: photoKey,
      contentType: 'image/png',
    });
    await expect(reading).rejects.toBeInstanceOf(DocumentUnreadableError);
    await expect(reading).rejects.toMatchObject({ name: 'FileUnreadable' });
  });

  it("answers 'not found' when the upload is no longer in S3", async () => {
    const textract = recordedTextract([{ fixture: 'detect-document-text-missing-object', status: 400 }]);
    const reading = createTextractDocumentText(textract.client, bucket).readPage({
      key: photoKey,
      contentType: 'image/jpeg',
    });
    await expect(reading).rejects.toBeInstanceOf(DocumentMissingError);
    await expect(reading).rejects.toMatchObject({ name: 'FileNotFound' });
  });

  it('keeps lines without a box, and skips words and pages', () => {
    expect(
      linesFromBlocks([
        { BlockType: 'PAGE' },
        { BlockType: 'WORD', Text: 'flour', Confidence: 99 },
        { BlockType: 'LINE', Text: '1 cup flour', Confidence: 97.5 },
      ]),
    ).toEqual([{ text: '1 cup flour', confidence: 97.5 }]);
  });

  it('gives each line its WORD blocks with their own confidence and box', async () => {
    const textract = recordedTextract([{ fixture: 'detect-document-text-photo' }]);
    const { lines } = await createTextractDocumentText(textract.client, bucket).readPage({
      key: photoKey,
      contentType: 'image/jpeg',
    });
    const title = lines[0];
    expect(title?.words?.map((w) => w.text)).toEqual(['Lemon', 'Drizzle', 'Cake']);
    expect(title?.words?.[0]?.confidence).toBeGreaterThan(90);
    expect(title?.words?.[0]?.bbox?.x0).toBeCloseTo(title?.bbox?.x0 ?? -1);
    expect(lines.every((line) => line.words?.map((w) => w.text).join(' ') === line.text)).toBe(true);
  });

  it('marks the word Textract was unsure of for the review screen, as a local reading does', async () => {
    const textract = recordedTextract([{ fixture: 'detect-document-text-doubtful-word' }]);
    const reading = await startReadingDocument(
      { key: photoKey, contentType: 'image/jpeg' },
      {
        text: createTextractDocumentText(textract.client, bucket),
        download: () => Promise.reject(new Error('a photo is read where it lies')),
        readPdfText: () => Promise.reject(new Error('a photo has no text layer')),
      },
    );
    if (reading.status !== 'read') throw new Error('A photo is read at once');
    const [recipe] = reading.recipes;
    const line = recipe?.ingredients.findIndex((l) => l.startsWith('1 lemon')) ?? -1;
    expect(recipe?.ingredients[line]).toBe('1 lemon, zestcd');
    const mark = recipe?.doubtful?.find((d) => d.field === 'ingredients' && d.line === line);
    expect(recipe?.ingredients[line]?.slice(mark?.start, mark?.end)).toBe('zestcd');
    expect(recipe?.doubtful).toHaveLength(1);
  });
});
