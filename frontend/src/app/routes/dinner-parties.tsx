import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UtensilsCrossed } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useMenus } from '@/features/dinner-parties/api/dinner-parties';
import { MenuList } from '@/features/dinner-parties/components/menu-list';
import { NewDinnerPartyDialog } from '@/features/dinner-parties/components/new-dinner-party-dialog';

export function Screen() {
  const { t: tr } = useLingui();
  const menus = useMenus();

  useEffect(() => {
    if (menus.isError) toast.error(t`Failed to load dinner party menus`);
  }, [menus.isError]);

  return (
    <div className="min-h-dvh">
      <PageHeader
        title={tr`Dinner Party Menus`}
        back={{ to: '/', label: tr`Back to Recipes` }}
        actions={<NewDinnerPartyDialog />}
      />
      <PageBody>
        {menus.isPending ? (
          <PageSpinner label={tr`Loading dinner party menus`} />
        ) : menus.isError ? (
          <div role="alert" className="mx-auto max-w-md space-y-3 text-center">
            <p className="text-ink">
              <Trans>Failed to load dinner party menus</Trans>
            </p>
            <Button variant="outline" onClick={() => menus.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : menus.data.length === 0 ? (
          <section className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/70 px-6 py-12 text-center">
            <UtensilsCrossed aria-hidden="true" className="mb-4 size-10 text-terracotta-500" />
            <h2 className="text-2xl font-semibold text-terracotta-900">
              <Trans>No dinner party menus yet</Trans>
            </h2>
            <p className="mt-2 text-ink-muted">
              <Trans>
                Plan a menu course by course, from your recipes or new ones imported from a link or a photo.
              </Trans>
            </p>
          </section>
        ) : (
          <MenuList menus={menus.data} />
        )}
      </PageBody>
    </div>
  );
}
