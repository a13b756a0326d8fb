import { useLingui } from '@lingui/react/macro';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { CollectionImportForm } from '@/features/collection-import/components/collection-import-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Screen() {
  const { t } = useLingui();
  useDocumentTitle(t`Import a collection`);
  return (
    <div className="min-h-dvh">
      <PageHeader
        title={t`Import a collection`}
        back={{ to: '/', label: t`Back to Recipes` }}
        width="max-w-3xl"
      />
      <PageBody className="max-w-3xl">
        <CollectionImportForm />
      </PageBody>
    </div>
  );
}
