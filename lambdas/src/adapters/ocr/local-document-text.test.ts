// The local stand-in for Textract answers like Textract: a PDF of several pages is a job that is
// in progress at first and then gives every page, here a page with a text layer and a scanned one.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentUnreadableError } from '../../domain/extraction/ports.js';
import { createLocalDocumentText } from './local-document-text.js';

async function twoPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = pdf.addPage([595, 842]);
  text.drawText('Pea Soup with mint and a little cream', { x: 50, y: 780, size: 14, font });
  const scan = pdf.addPage([595, 842]);
  scan.drawRectangle({ x: 40, y: 40, width: 515, height: 762, color: rgb(0.97, 0.96, 0.94) });
  return pdf.save();
}

const files: Record<string, Uint8Array> = {};
const reader = createLocalDocumentText(async (key) => {
  const file = files[key];
  if (!file) throw new Error(`No file ${key}`);
  return file;
});

afterAll(() => reader.close());

describe('the local document text reader', { timeout: 60_000 }, () => {
  it('reads a PDF of several pages as a job that is polled until done', async () => {
    files['recipe-files/u/a.pdf'] = await twoPagePdf();
    const jobId = await reader.startReading('recipe-files/u/a.pdf');
    expect(await reader.readingResult(jobId)).toEqual({ status: 'in-progress' });
    let result = await reader.readingResult(jobId);
    while (result.status === 'in-progress') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      result = await reader.readingResult(jobId);
    }
    expect(result.pages).toHaveLength(2);
    expect(result.pages[0]?.lines.map((line) => line.text)).toEqual([
      'Pea Soup with mint and a little cream',
    ]);
    expect(result.pages[1]?.lines.filter((line) => /\p{L}{3}/u.test(line.text))).toEqual([]);
    // As Textract keeps a job's result for days, reading it again (a task delivered twice) gives the same.
    await expect(reader.readingResult(jobId)).resolves.toEqual(result);
    // A job it never started is refused.
    await expect(reader.readingResult('no-such-job')).rejects.toBeInstanceOf(DocumentUnreadableError);
  });

  it('refuses to read a PDF of several pages at once, as Textract does', async () => {
    files['recipe-files/u/b.pdf'] = await twoPagePdf();
    await expect(
      reader.readPage({ key: 'recipe-files/u/b.pdf', contentType: 'application/pdf' }),
    ).rejects.toBeInstanceOf(DocumentUnreadableError);
  });
});
