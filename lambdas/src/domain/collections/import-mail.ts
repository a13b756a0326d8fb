// The e-mail when a large import ends (issue 18): a person who leaves a job of hundreds of recipes
// running hears how it went (imported, failed, skipped) and gets the link to its page, whether it
// finished, stopped at the free tier's limit, failed or was cancelled. Small imports end while the
// person watches, so they are not mailed.

import type { InterfaceLanguage } from '../../contracts/languages.js';
import type { ImportJobRecord } from '../../data/entities/import-job.js';
import type { ProfileRepository } from '../../data/entities/profile.js';
import { mailHtml } from '../../shared/mail-layout.js';
import { fill, mailLanguage, plural, text } from '../../shared/mail-texts/fill.js';
import { importTexts } from '../../shared/mail-texts/import.js';
import { type MailOnceDeps, mailOnce } from '../mail/once.js';
import type { MailMessage } from '../mail/ports.js';

/** An import of more items than this is mailed when it ends. */
export const LARGE_IMPORT_ITEMS = 50;

/** The mail goes once however often the job's end runs (a retried task, a cancel racing the end). */
export interface ImportMailDeps extends MailOnceDeps {
  profiles: Pick<ProfileRepository, 'get'>;
  origin: () => Promise<string>;
}

/** The statuses that are mailed, each with its heading's key. */
const HEADINGS: Partial<Record<ImportJobRecord['status'], 'done' | 'stopped' | 'failed' | 'cancelled'>> = {
  done: 'done',
  stopped: 'stopped',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** The mail in the person's `language` (issue 37); the job's own message stays as it was written. */
export function importEndedMail(
  to: string,
  job: ImportJobRecord,
  link: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  const say = importTexts()[language];
  const heading = text(say[HEADINGS[job.status] ?? 'ended']);
  // Numbers in the language's digits beside the plural's (English as it always was: "1200").
  const n = (count: number) => (language === 'en' ? String(count) : count.toLocaleString(language));
  const counts = fill(text(say.counts), {
    recipes: plural(language, say.recipes, job.imported),
    failed: n(job.failed),
    skipped: n(job.skipped),
    total: n(job.total),
    file: job.fileName,
  });
  const lines = [counts, ...(job.message ? [job.message] : [])];
  const action = text(say.action);
  return {
    to,
    subject: `${heading}: ${job.fileName}`,
    html: mailHtml(heading, [...lines, { action, link }], language),
    text: fill(text(say.text), { heading, lines: lines.join('\n'), link }),
  };
}

/** Mails the job's owner when a large job has ended; answers whether it did. */
export async function mailLargeImportEnd(
  deps: ImportMailDeps,
  job: ImportJobRecord | null,
): Promise<boolean> {
  if (!job || job.total <= LARGE_IMPORT_ITEMS || !HEADINGS[job.status]) return false;
  const profile = await deps.profiles.get(job.userId);
  if (!profile?.email) return false;
  const link = `${await deps.origin()}/imports/${job.jobId}`;
  return mailOnce(deps, job, importEndedMail(profile.email, job, link, mailLanguage(profile.language)));
}
