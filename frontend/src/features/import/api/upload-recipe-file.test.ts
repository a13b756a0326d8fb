import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/runtime';

// The messages come from the catalogs; English is their source.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

import { importFileProblem, importFileType } from './upload-recipe-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('import files', () => {
  it('takes JPEG and PNG photos (jpeg, jpg, png) and nothing else on the Image tab', () => {
    expect(importFileProblem(file('card.jpg', 'image/jpeg'), 'image')).toBeNull();
    expect(importFileProblem(file('card.jpeg', 'image/jpg'), 'image')).toBeNull();
    expect(importFileProblem(file('card.png', 'image/png'), 'image')).toBeNull();
    expect(importFileProblem(file('card.webp', 'image/webp'), 'image')).toBe('Please select an image file');
    expect(importFileProblem(file('card.pdf', 'application/pdf'), 'image')).toBe(
      'Please select an image file',
    );
    expect(importFileProblem(file('card.jpg', 'image/jpeg', 0), 'image')).toBe('Please select an image file');
  });

  it('takes only PDFs on the PDF tab', () => {
    expect(importFileProblem(file('book.pdf', 'application/pdf'), 'pdf')).toBeNull();
    expect(importFileProblem(file('book.png', 'image/png'), 'pdf')).toBe('Please select a PDF file');
  });

  it('refuses files over 20MB', () => {
    expect(importFileProblem(file('big.pdf', 'application/pdf', 21 * 1024 * 1024), 'pdf')).toBe(
      'The file must be less than 20MB',
    );
  });

  it('falls back to the file name when the browser gives no type', () => {
    expect(importFileType(file('Card.JPG', ''))).toBe('image/jpeg');
    expect(importFileType(file('scan.pdf', ''))).toBe('application/pdf');
    expect(importFileType(file('notes.txt', ''))).toBe('');
  });
});
