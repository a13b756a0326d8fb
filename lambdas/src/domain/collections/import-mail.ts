// The e-mail when a large import ends (issue 18): a person who leaves a job of hundreds of recipes
// running hears how it went (imported, failed, skipped) and gets the link to its page, whether it
// finished, stopped at the free tier's limit, failed or was cancelled. Small imports end while the
// person watches, so they are not mailed.
import type { ImportJobRecord } from '../../data/entities/import-job.js';
import type { ProfileRepository } from '../../data/entities/profile.js';
import { mailHtml } from '../../shared/mail-layout.js';
import { type MailOnceDeps, mailOnce } from '../mail/once.js';
import type { MailMessage } from '../mail/ports.js';

/** An import of more items than this is mailed when it ends. */
export const LARGE_IMPORT_ITEMS = 50;

/** The mail goes once however often the job's end runs (a retried task, a cancel racing the end). */
export interface ImportMailDeps extends MailOnceDeps {
  profiles: Pick<ProfileRepository, 'get'>;
  origin: () => Promise<string>;
}

const HEADINGS: Partial<Record<ImportJobRecord['status'], string>> = {
  done: 'Your import is finished',
  stopped: 'Your import stopped at the free plan’s limit',
  failed: 'Your import could not be finished',
  cancelled: 'Your import was cancelled',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function importEndedMail(to: string, job: ImportJobRecord, link: string): MailMessage {
  const heading = HEADINGS[job.status] ?? 'Your import has ended';
  const counts = `${plural(job.imported, 'recipe')} imported, ${job.failed} failed, ${job.skipped} skipped, of ${job.total} in ${job.fileName}.`;
  const lines = [counts, ...(job.message ? [job.message] : [])];
  return {
    to,
    subject: `${heading}: ${job.fileName}`,
    html: mailHtml(heading, [...lines, { action: 'See the import', link }]),
    text: `${heading}.\n${lines.join('\n')}\nSee the import: ${link}\n`,
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
  return mailOnce(deps, job, importEndedMail(profile.email, job, link));
}
