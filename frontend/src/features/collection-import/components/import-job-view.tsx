import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/query-client';
import { useCancelImport, useImportJob, useRetryFailedItems } from '../api/collection-import';

const STATUS_WORDS: Record<string, string> = {
  'waiting-for-file': 'Waiting for the file',
  queued: 'Waiting its turn',
  reading: 'Reading the file',
  running: 'Importing',
  done: 'Finished',
  stopped: 'Stopped',
  cancelled: 'Cancelled',
  failed: 'Could not import this file',
};

/** Where a waiting import is: many people's imports run at once, one each, the rest wait their turn. */
function queueWords(position: number | null): string {
  if (!position) return 'Yours is next: it starts as soon as a place is free.';
  return `${position} ${position === 1 ? 'import is' : 'imports are'} ahead of yours; it starts by itself.`;
}

/** The job as it goes: n of N, the recipes as they arrive, what failed and why; retry and cancel. */
export function ImportJobView({ jobId }: { jobId: string }) {
  const job = useImportJob(jobId);
  const retry = useRetryFailedItems(jobId);
  const cancel = useCancelImport(jobId);
  const [confirming, setConfirming] = useState(false);

  if (job.isError) return <p role="alert">{errorMessage(job.error)}</p>;
  if (!job.data) return <p>Loading the import…</p>;
  const data = job.data;
  const going = ['waiting-for-file', 'queued', 'reading', 'running'].includes(data.status);
  const retryable = data.failures.some((failure) => failure.retryable);

  return (
    <div className="space-y-6">
      <section aria-labelledby="progress-heading" className="space-y-2">
        <h2 id="progress-heading" className="font-display text-lg font-semibold">
          {data.fileName}: {STATUS_WORDS[data.status]}
        </h2>
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={data.total}
          aria-valuenow={data.done}
          aria-valuetext={`${data.done} of ${data.total}`}
          className="h-3 w-full overflow-hidden rounded-full bg-cream-300"
        >
          <div
            className="h-full bg-terracotta-600 transition-all"
            style={{ width: `${data.total ? Math.round((data.done / data.total) * 100) : 0}%` }}
          />
        </div>
        {data.status === 'queued' ? <p role="status">{queueWords(data.queuePosition)}</p> : null}
        <p>
          {data.done} of {data.total} · {data.imported} imported · {data.failed} failed
          {data.skipped ? ` · ${data.skipped} skipped` : ''}
        </p>
        {data.message ? (
          <p role="status">
            {data.message}
            {data.link ? (
              <>
                {' '}
                <Link to={data.link} className="underline">
                  See the plans
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <p className="text-sm text-ink-muted">You can leave this page: the import goes on without it.</p>
      </section>
      <div className="flex gap-2">
        {!going && retryable ? (
          <Button
            variant="outline"
            disabled={retry.isPending}
            onClick={() => retry.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
          >
            Retry failed items
          </Button>
        ) : null}
        {going ? (
          <AlertDialog open={confirming} onOpenChange={setConfirming}>
            <AlertDialogTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialogTrigger>
            <AlertDialogContent
              title="Cancel this import?"
              description="The recipes imported so far stay in your collection; the rest are not imported."
              confirmLabel="Cancel import"
              busy={cancel.isPending}
              onConfirm={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => setConfirming(false),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            />
          </AlertDialog>
        ) : null}
      </div>
      <section aria-labelledby="arrived-heading">
        <h2 id="arrived-heading" className="font-display text-lg font-semibold">
          Recipes imported
        </h2>
        <ul className="mt-2 space-y-1">
          {data.recipes.map((recipe) => (
            <li key={recipe.id}>
              <Link to={`/recipe/${recipe.id}`} className="underline">
                {recipe.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {data.failures.length > 0 ? (
        <section aria-labelledby="failed-heading">
          <h2 id="failed-heading" className="font-display text-lg font-semibold">
            Items that failed
          </h2>
          <ul className="mt-2 space-y-1">
            {data.failures.map((failure) => (
              <li key={`${failure.origin}:${failure.reason}`}>
                <span className="font-semibold">{failure.origin}</span>: {failure.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
