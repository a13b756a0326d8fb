import type { ExportJobView } from '@contracts/exports';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ServerWords } from '@/components/server-words';
import { formatDate } from '@/lib/i18n/format';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';

/** Where an export is: being made, ready (with its download link and until when), or failed. */
export function ExportStatus({ job }: { job: ExportJobView }) {
  // Redraws in a newly chosen language (the date below is in it).
  const { i18n } = useLingui();
  if (job.status === 'running')
    return (
      <p role="status" className="mt-3 text-sm">
        <Trans>Making your export… You can close this: we will e-mail you when it is ready.</Trans>
      </p>
    );
  if (!job.download)
    return (
      <p role="status" className="mt-3 text-sm">
        {job.message ? <ServerWords text={job.message} /> : null}
      </p>
    );
  const until = formatDate(new Date(job.download.expiresAt), intlLocale(i18n.locale as CatalogLocale), {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });
  const { recipes, photos, mealPlans } = job;
  const fileName = job.download.fileName;
  return (
    <div role="status" className="mt-3 space-y-1 text-sm">
      <p>
        <Trans>
          Your export is ready: <Plural value={recipes} one="# recipe" other="# recipes" />,{' '}
          <Plural value={photos} one="# photo" other="# photos" /> and{' '}
          <Plural value={mealPlans} one="# meal plan" other="# meal plans" />.
        </Trans>
      </p>
      <a href={job.download.url} download={fileName} className="font-semibold underline">
        <Trans>Download {fileName}</Trans>
      </a>
      <p className="text-ink-muted">
        <Trans>The link works until {until}.</Trans>
      </p>
    </div>
  );
}
