// FinishExport, the export-everything workflow's last task: a failed build is written on the job in
// plain words, and either way the person hears by e-mail. The mail links to the export's page in the
// app, which signs a fresh download link on each visit: a presigned link mailed as is would stop
// working with the Lambda's temporary credentials, hours before the export expires.
import { EXPORT_AVAILABLE_HOURS } from '../../../contracts/exports.js';
import type { ExportJobRecord, ExportJobRepository } from '../../../data/entities/export-job.js';
import type { ProfileRepository } from '../../../data/entities/profile.js';
import { mailHtml } from '../../../shared/mail-layout.js';
import { type MailOnceDeps, mailOnce } from '../../mail/once.js';
import type { MailMessage } from '../../mail/ports.js';

export const EXPORT_FAILED =
  'Hearth could not finish your export. Nothing was lost: please try "Export everything" again.';

/** The mail goes once however often the workflow runs this task (mail/once.ts). */
export interface FinishExportDeps extends MailOnceDeps {
  jobs: Pick<ExportJobRepository, 'get' | 'update' | 'claimMail' | 'releaseMail'>;
  profiles: Pick<ProfileRepository, 'get'>;
  origin: () => Promise<string>;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The e-mail that says an export is ready (or could not be made), with the link to its page. */
export function exportMail(to: string, job: ExportJobRecord, link: string): MailMessage {
  if (job.status !== 'done') {
    return {
      to,
      subject: 'Your Hearth export could not be made',
      html: mailHtml('Your export could not be made', [EXPORT_FAILED]),
      text: `${EXPORT_FAILED}\n`,
    };
  }
  const what = `${plural(job.recipes, 'recipe')}, ${plural(job.photos, 'photo')} and ${plural(job.mealPlans, 'meal plan')}`;
  const kept = `The download is kept for ${EXPORT_AVAILABLE_HOURS} hours.`;
  return {
    to,
    subject: 'Your Hearth export is ready',
    html: mailHtml('Your export is ready', [
      `Your zip holds ${what}, with your shopping list.`,
      { action: 'Download your export', link },
      kept,
    ]),
    text: `Your Hearth export is ready: ${what}, with your shopping list.\nDownload it here: ${link}\n${kept}\n`,
  };
}

export async function finishExport(
  deps: FinishExportDeps,
  input: { jobId: string; userId: string; failure?: { Error: string; Cause?: string } },
): Promise<{ status: string }> {
  const { jobId, userId } = input;
  if (input.failure) {
    await deps.jobs.update(userId, jobId, 'running', {
      status: 'failed',
      message: EXPORT_FAILED,
      finishedAt: deps.now().toISOString(),
    });
  }
  const job = await deps.jobs.get(userId, jobId);
  if (!job) return { status: 'gone' };
  const profile = await deps.profiles.get(userId);
  if (profile?.email) {
    const link = `${await deps.origin()}/exports/${jobId}`;
    await mailOnce(deps, job, exportMail(profile.email, job, link));
  }
  return { status: job.status };
}
