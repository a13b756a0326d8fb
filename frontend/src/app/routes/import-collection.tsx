import { PageBody, PageHeader } from '@/components/layout/page-header';
import { CollectionImportForm } from '@/features/collection-import/components/collection-import-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Screen() {
  useDocumentTitle('Import a collection');
  return (
    <div className="min-h-dvh">
      <PageHeader
        title="Import a collection"
        back={{ to: '/', label: 'Back to Recipes' }}
        width="max-w-3xl"
      />
      <PageBody className="max-w-3xl">
        <CollectionImportForm />
      </PageBody>
    </div>
  );
}
