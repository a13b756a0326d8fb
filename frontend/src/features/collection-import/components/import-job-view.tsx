import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ServerWords } from '@/components/server-words';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/query-client';
import { useCancelImport, useImportJob, useRetryFailedItems } from '../api/collection-import';

const STATUS_WORDS: Record<string, MessageDescriptor> = {
  'waiting-for-file': msg`Waiting for the file`,
  queued: msg`Waiting its turn`,
  reading: msg`Reading the file`,
  running: msg`Importing`,
  done: msg`Finished`,
  stopped: msg`Stopped`,
  cancelled: msg`Cancelled`,
  failed: msg`Could not import this file`,
};

/** Where a waiting import is: many people's imports run at once, one each, the rest wait their turn. */
function queueWords(position: number | null): string {
  if (!position) return t`Yours is next: it starts as soon as a place is free.`;
  return plural(position, {
    one: '# import is ahead of yours; it starts by itself.',
    other: '# imports are ahead of yours; it starts by itself.',
  });
}

/** The job as it goes: n of N, the recipes as they arrive, what failed and why; retry and cancel. */
export function ImportJobView({ jobId }: { jobId: string }) {
  const job = useImportJob(jobId);
  const retry = useRetryFailedItems(jobId);
  const cancel = useCancelImport(jobId);
  const [confirming, setConfirming] = useState(false);
  const { t: tr, i18n } = useLingui();

  if (job.isError) return <p role="alert">{errorMessage(job.error)}</p>;
  if (!job.data) {
    return (
      <p>
        <Trans>Loading the import…</Trans>
      </p>
    );
  }
  const data = job.data;
  const going = ['waiting-for-file', 'queued', 'reading', 'running'].includes(data.status);
  const retryable = data.failures.some((failure) => failure.retryable);
  const { fileName, done, total, imported, failed, skipped } = data;
  const status = STATUS_WORDS[data.status];
  const statusWords = status ? i18n._(status) : '';

  return (
    <div className="space-y-6">
      <section aria-labelledby="progress-heading" className="space-y-2">
        <h2 id="progress-heading" className="font-display text-lg font-semibold">
          {tr`${fileName}: ${statusWords}`}
        </h2>
        <div
          role="progressbar"
          aria-label={tr`Import progress`}
          aria-valuemin={0}
          aria-valuemax={data.total}
          aria-valuenow={data.done}
          aria-valuetext={tr`${done} of ${total}`}
          className="h-3 w-full overflow-hidden rounded-full bg-cream-300"
        >
          <div
            className="h-full bg-terracotta-600 transition-all"
            style={{ width: `${data.total ? Math.round((data.done / data.total) * 100) : 0}%` }}
          />
        </div>
        {data.status === 'queued' ? <p role="status">{queueWords(data.queuePosition)}</p> : null}
        <p>
          {skipped
            ? tr`${done} of ${total} · ${imported} imported · ${failed} failed · ${skipped} skipped`
            : tr`${done} of ${total} · ${imported} imported · ${failed} failed`}
        </p>
        {data.message ? (
          <p role="status">
            <ServerWords text={data.message} />
            {data.link ? (
              <>
                {' '}
                <Link to={data.link} className="underline">
                  <Trans>See the plans</Trans>
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <p className="text-sm text-ink-muted">
          <Trans>You can leave this page: the import goes on without it.</Trans>
        </p>
      </section>
      <div className="flex gap-2">
        {!going && retryable ? (
          <Button
            variant="outline"
            disabled={retry.isPending}
            onClick={() => retry.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
          >
            <Trans>Retry failed items</Trans>
          </Button>
        ) : null}
        {going ? (
          <AlertDialog open={confirming} onOpenChange={setConfirming}>
            <AlertDialogTrigger asChild>
              <Button variant="outline">
                <Trans>Cancel</Trans>
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent
              title={tr`Cancel this import?`}
              description={tr`The recipes imported so far stay in your collection; the rest are not imported.`}
              confirmLabel={tr`Cancel import`}
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
          <Trans>Recipes imported</Trans>
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
            <Trans>Items that failed</Trans>
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
