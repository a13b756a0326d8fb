// FinishExport, the export-everything workflow's last task: a failed build is written on the job in
// plain words, and either way the person hears by e-mail. The mail links to the export's page in the
// app, which signs a fresh download link on each visit: a presigned link mailed as is would stop
// working with the Lambda's temporary credentials, hours before the export expires.
import { EXPORT_AVAILABLE_HOURS } from '../../../contracts/exports.js';
import type { InterfaceLanguage } from '../../../contracts/languages.js';
import type { ExportJobRecord, ExportJobRepository } from '../../../data/entities/export-job.js';
import type { ProfileRepository } from '../../../data/entities/profile.js';
import { mailHtml } from '../../../shared/mail-layout.js';
import { exportTexts } from '../../../shared/mail-texts/export.js';
import { fill, mailLanguage, plural, text } from '../../../shared/mail-texts/fill.js';
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

/**
 * The e-mail that says an export is ready (or could not be made), with the link to its page, in the
 * person's `language` (issue 37: their profile's; English when none).
 */
export function exportMail(
  to: string,
  job: ExportJobRecord,
  link: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  const say = exportTexts()[language];
  if (job.status !== 'done') {
    const failed = text(say.failed);
    return {
      to,
      subject: text(say.failedSubject),
      html: mailHtml(text(say.failedHeading), [failed], language),
      text: `${failed}\n`,
    };
  }
  const what = fill(text(say.what), {
    recipes: plural(language, say.recipes, job.recipes),
    photos: plural(language, say.photos, job.photos),
    mealPlans: plural(language, say.mealPlans, job.mealPlans),
  });
  const kept = plural(language, say.kept, EXPORT_AVAILABLE_HOURS);
  return {
    to,
    subject: text(say.subject),
    html: mailHtml(
      text(say.heading),
      [fill(text(say.body), { what }), { action: text(say.action), link }, kept],
      language,
    ),
    text: fill(text(say.text), { what, link, kept }),
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
    await mailOnce(deps, job, exportMail(profile.email, job, link, mailLanguage(profile.language)));
  }
  return { status: job.status };
}
