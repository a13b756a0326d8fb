import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { NarrowPage } from '@/components/layout/narrow-page';
import { useExport } from '@/features/account/api/export-everything';
import { ExportStatus } from '@/features/account/components/export-status';
import { errorMessage } from '@/lib/query-client';

/** The page the "your export is ready" e-mail links to: a fresh download link on every visit. */
export function Screen() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const job = useExport(id);
  return (
    <NarrowPage title={t`Your Hearth export`}>
      {job.isError ? (
        <p role="alert">{errorMessage(job.error)}</p>
      ) : job.data ? (
        <ExportStatus job={job.data} />
      ) : (
        <p>
          <Trans>Loading your export…</Trans>
        </p>
      )}
    </NarrowPage>
  );
}
