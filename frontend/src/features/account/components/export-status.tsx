import type { ExportJobView } from '@contracts/exports';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Where an export is: being made, ready (with its download link and until when), or failed. */
export function ExportStatus({ job }: { job: ExportJobView }) {
  if (job.status === 'running')
    return (
      <p role="status" className="mt-3 text-sm">
        Making your export… You can close this: we will e-mail you when it is ready.
      </p>
    );
  if (!job.download)
    return (
      <p role="status" className="mt-3 text-sm">
        {job.message}
      </p>
    );
  const until = new Date(job.download.expiresAt).toLocaleString('en-US', {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <div role="status" className="mt-3 space-y-1 text-sm">
      <p>
        Your export is ready: {plural(job.recipes, 'recipe')}, {plural(job.photos, 'photo')} and{' '}
        {plural(job.mealPlans, 'meal plan')}.
      </p>
      <a href={job.download.url} download={job.download.fileName} className="font-semibold underline">
        Download {job.download.fileName}
      </a>
      <p className="text-ink-muted">The link works until {until}.</p>
    </div>
  );
}
