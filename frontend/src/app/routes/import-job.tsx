import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { NarrowPage } from '@/components/layout/narrow-page';
import { ImportJobView } from '@/features/collection-import/components/import-job-view';

export function Screen() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <NarrowPage title={t`Collection import`}>
      <ImportJobView jobId={id} />
    </NarrowPage>
  );
}
