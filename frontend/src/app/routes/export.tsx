import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { useExport } from '@/features/account/api/export-everything';
import { ExportStatus } from '@/features/account/components/export-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/query-client';

/** The page the "your export is ready" e-mail links to: a fresh download link on every visit. */
export function Screen() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const job = useExport(id);
  useDocumentTitle(t`Your Hearth export`);
  return (
    <div className="min-h-dvh">
      <PageHeader
        title={t`Your Hearth export`}
        back={{ to: '/', label: t`Back to Recipes` }}
        width="max-w-3xl"
      />
      <PageBody className="max-w-3xl">
        {job.isError ? (
          <p role="alert">{errorMessage(job.error)}</p>
        ) : job.data ? (
          <ExportStatus job={job.data} />
        ) : (
          <p>
            <Trans>Loading your export…</Trans>
          </p>
        )}
      </PageBody>
    </div>
  );
}
