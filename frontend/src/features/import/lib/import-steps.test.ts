import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/runtime';

// The messages come from the catalogs; English is their source.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

import { currentStepMessage, importSteps } from './import-steps';

const at = '2026-05-01T12:00:00.000Z';
const job = (status: 'reading' | 'done' | 'failed', begun: ('reading' | 'finding' | 'ready')[]) => ({
  type: 'pdf' as const,
  pages: 3,
  status,
  steps: begun.map((step) => ({ step, at })),
  message: status === 'failed' ? 'That file could not be read' : null,
});

describe('importSteps', () => {
  it('shows the upload done and the step under way as current', () => {
    expect(importSteps(job('reading', ['reading']))).toEqual([
      { label: 'Uploaded', state: 'done' },
      { label: 'Reading 3 pages', state: 'current' },
      { label: 'Finding the recipe', state: 'waiting' },
      { label: 'Ready to review', state: 'waiting' },
    ]);
    expect(importSteps(job('reading', ['reading', 'finding'])).map((step) => step.state)).toEqual([
      'done',
      'done',
      'current',
      'waiting',
    ]);
  });

  it('shows every step done once ready, and stops a failed job at its step', () => {
    expect(importSteps(job('done', ['reading', 'finding', 'ready'])).every((s) => s.state === 'done')).toBe(
      true,
    );
    expect(importSteps(job('failed', ['reading'])).map((step) => step.state)).toEqual([
      'done',
      'failed',
      'waiting',
      'waiting',
    ]);
  });

  it('names a photo and a PDF of one page for what they are', () => {
    expect(importSteps({ ...job('reading', ['reading']), type: 'image', pages: null })[1]?.label).toBe(
      'Reading the photo',
    );
    expect(importSteps({ ...job('reading', ['reading']), pages: 1 })[1]?.label).toBe('Reading the PDF');
  });

  it('announces the current step, the end, or why it failed', () => {
    expect(currentStepMessage(job('reading', ['reading', 'finding']))).toBe('Finding the recipe…');
    expect(currentStepMessage(job('done', ['reading', 'finding', 'ready']))).toBe('Ready to review');
    expect(currentStepMessage(job('failed', ['reading']))).toBe('That file could not be read');
  });
});
