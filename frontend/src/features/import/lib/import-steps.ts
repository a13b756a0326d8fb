// A long import's steps as the import screen lists them (issue 33): the upload, done in the browser,
// then the job's own: reading the pages (or the photo), finding the recipe, ready to review. Each is
// done, the current one, or still to come; a failed job stops at the step it was on.

import type { DocumentImportView } from '@contracts/extraction';
import { plural, t } from '@lingui/core/macro';
import { inReadersLanguage } from '@/lib/i18n/server-text';

export type StepState = 'done' | 'current' | 'waiting' | 'failed';

export interface ImportStepView {
  label: string;
  state: StepState;
}

const pagesLabel = (job: Pick<DocumentImportView, 'type' | 'pages'>) => {
  const pages = job.pages ?? 0;
  return job.type === 'image'
    ? t`Reading the photo`
    : pages > 1
      ? plural(pages, { one: 'Reading # page', other: 'Reading # pages' })
      : t`Reading the PDF`;
};

export function importSteps(
  job: Pick<DocumentImportView, 'type' | 'pages' | 'status' | 'steps'>,
): ImportStepView[] {
  const begun = new Set(job.steps.map((step) => step.step));
  const jobSteps = [
    { label: pagesLabel(job), begun: begun.has('reading') },
    { label: t`Finding the recipe`, begun: begun.has('finding') },
    { label: t`Ready to review`, begun: begun.has('ready') },
  ];
  // The step under way is the last one begun; the ones before it are done.
  const last = jobSteps.findLastIndex((step) => step.begun);
  const steps = jobSteps.map((step, index): ImportStepView => {
    if (job.status === 'done') return { label: step.label, state: 'done' };
    if (index < last) return { label: step.label, state: 'done' };
    if (index === last) return { label: step.label, state: job.status === 'failed' ? 'failed' : 'current' };
    return { label: step.label, state: 'waiting' };
  });
  return [{ label: t`Uploaded`, state: 'done' }, ...steps];
}

/** What the screen reader hears as the job moves on. */
export function currentStepMessage(
  job: Pick<DocumentImportView, 'type' | 'pages' | 'status' | 'steps' | 'message'>,
) {
  if (job.status === 'failed')
    return job.message ? inReadersLanguage(job.message) : t`That file could not be read`;
  if (job.status === 'done') return t`Ready to review`;
  const current = importSteps(job).find((step) => step.state === 'current');
  const step = current?.label;
  return step ? t`${step}…` : t`Reading…`;
}
