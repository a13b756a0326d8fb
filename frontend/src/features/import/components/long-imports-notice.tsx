// Home's list of the cook's long imports (issue 33): a scanned PDF or a large photo still being read, or
// read and waiting to be reviewed, after the cook left the import screen. It updates as the job moves
// (pushed over the live socket; polled while the socket is down), offers Review (the Add Recipe dialog
// on the job) and Dismiss. Loaded only when this device started such an import (lib/pending-imports.ts).
import type { DocumentImportView } from '@contracts/extraction';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, ImageIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { dismissDocumentImport, recentDocumentImportsQuery } from '../api/document-imports';
import { currentStepMessage } from '../lib/import-steps';
import { forgetLongImport, keepLongImports } from '../lib/pending-imports';

const nameOf = (job: DocumentImportView) =>
  job.fileName || (job.type === 'pdf' ? t`Your PDF` : t`Your photo`);

function LongImport({ job }: { job: DocumentImportView }) {
  const queryClient = useQueryClient();
  const { t: tr } = useLingui();
  const name = nameOf(job);
  const Icon = job.type === 'pdf' ? FileText : ImageIcon;
  const dismiss = () => {
    forgetLongImport(job.jobId);
    dismissDocumentImport(queryClient, job.jobId).catch(() => toast.error(tr`Failed to dismiss the import`));
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl bg-white/80 p-3 ring-1 ring-cream-300">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-terracotta-600" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{name}</p>
        <p className="flex items-center gap-1.5 text-sm text-ink-muted">
          {job.status === 'reading' ? <Spinner className="size-3.5" /> : null}
          {currentStepMessage(job)}
        </p>
      </div>
      {job.status === 'done' ? (
        <Link
          to={`/?add=${job.type}&job=${encodeURIComponent(job.jobId)}`}
          className={buttonClasses('primary', 'sm')}
          aria-label={tr`Review ${name}`}
        >
          <Trans>Review</Trans>
        </Link>
      ) : null}
      {job.status !== 'reading' ? (
        <Button variant="ghost" size="sm" onClick={dismiss} aria-label={tr`Dismiss ${name}`}>
          <Trans>Dismiss</Trans>
        </Button>
      ) : null}
    </li>
  );
}

export default function LongImportsNotice() {
  const { data: jobs } = useQuery(recentDocumentImportsQuery());
  // What the server no longer lists (reviewed on another device, expired) this device forgets.
  useEffect(() => {
    if (jobs) keepLongImports(jobs.map((job) => job.jobId));
  }, [jobs]);
  if (!jobs?.length) return null;
  return (
    <section aria-labelledby="long-imports-title" className="space-y-3">
      <h2 id="long-imports-title" className="text-lg font-semibold text-ink">
        <Trans>Your imports</Trans>
      </h2>
      <ul className="space-y-2">
        {jobs.map((job) => (
          <LongImport key={job.jobId} job={job} />
        ))}
      </ul>
    </section>
  );
}
