import { useLingui } from '@lingui/react/macro';
import { NarrowPage } from '@/components/layout/narrow-page';
import { CollectionImportForm } from '@/features/collection-import/components/collection-import-form';

export function Screen() {
  const { t } = useLingui();
  return (
    <NarrowPage title={t`Import a collection`}>
      <CollectionImportForm />
    </NarrowPage>
  );
}
