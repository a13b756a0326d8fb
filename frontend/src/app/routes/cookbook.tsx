import { useLingui } from '@lingui/react/macro';
import { NarrowPage } from '@/components/layout/narrow-page';
import { CookbookForm } from '@/features/cookbooks/components/cookbook-form';

export function Screen() {
  const { t } = useLingui();
  return (
    <NarrowPage title={t`Make a cookbook`}>
      <CookbookForm />
    </NarrowPage>
  );
}
