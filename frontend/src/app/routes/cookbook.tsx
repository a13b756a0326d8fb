import { useLingui } from '@lingui/react/macro';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { CookbookForm } from '@/features/cookbooks/components/cookbook-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Screen() {
  const { t } = useLingui();
  useDocumentTitle(t`Make a cookbook`);
  return (
    <div className="min-h-dvh">
      <PageHeader
        title={t`Make a cookbook`}
        back={{ to: '/', label: t`Back to Recipes` }}
        width="max-w-3xl"
      />
      <PageBody className="max-w-3xl">
        <CookbookForm />
      </PageBody>
    </div>
  );
}
