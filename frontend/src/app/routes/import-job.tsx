import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { ImportJobView } from '@/features/collection-import/components/import-job-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Screen() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  useDocumentTitle(t`Collection import`);
  return (
    <div className="min-h-dvh">
      <PageHeader
        title={t`Collection import`}
        back={{ to: '/', label: t`Back to Recipes` }}
        width="max-w-3xl"
      />
      <PageBody className="max-w-3xl">
        <ImportJobView jobId={id} />
      </PageBody>
    </div>
  );
}
