import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { lazy, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { PlanLoading } from '@/components/layout/plan-pages';
import { DialogSuspense } from '@/components/ui/dialog';
import { useProfile } from '@/features/account/api/get-profile';
import { dinnerParties } from '@/features/dinner-parties/api/dinner-parties';
import { AddMenuRecipesDialog } from '@/features/dinner-parties/components/add-menu-recipes-dialog';
import { GuestCount } from '@/features/dinner-parties/components/guest-count';
import { MenuCooked } from '@/features/dinner-parties/components/menu-cooked';
import { MenuCourses } from '@/features/dinner-parties/components/menu-courses';
import { MenuGuests } from '@/features/dinner-parties/components/menu-guests';
import { MenuShopping } from '@/features/dinner-parties/components/menu-shopping';
import { longDate } from '@/features/dinner-parties/lib/labels';
import { TakeOutOfPantryButton } from '@/features/pantry/components/take-out-button';
import { useAddRecipesToShoppingList } from '@/features/shopping/api/add-recipes-to-list';
import { intlLocale } from '@/lib/i18n/runtime';

// The import tabs (the import feature's form, its rules and zod) load when one is opened: the menu's
// page opens without them (issue 35).
const ImportToMenuTab = lazy(() =>
  import('./dinner-party-import').then((tab) => ({ default: tab.ImportToMenuTab })),
);

export function Screen() {
  const { t: tr } = useLingui();
  const { menuId = '' } = useParams();
  const menu = dinnerParties.useOneOrBack(menuId, tr`Failed to load menu`);
  const profile = useProfile();
  const shop = useAddRecipesToShoppingList();
  const [guests, setGuests] = useState<number | null | undefined>(undefined);

  const back = { to: dinnerParties.listPage, label: tr`Back` };
  if (!menu.data) return <PlanLoading title={tr`Dinner Party Menu`} back={back} label={tr`Loading menu`} />;
  const data = menu.data;
  // Until the cook changes it, the menu is scaled to its guest count.
  const cookingFor = guests === undefined ? data.guestCount : guests;
  const guestCount = data.guestCount;

  return (
    <div className="min-h-dvh">
      <PageHeader
        title={data.name}
        back={back}
        actions={
          <AddMenuRecipesDialog
            menuId={data.id}
            importTab={(kind, onDone) => (
              <DialogSuspense>
                <ImportToMenuTab kind={kind} menuId={data.id} onDone={onDone} />
              </DialogSuspense>
            )}
          />
        }
      />
      <PageBody className="space-y-6">
        <section aria-label={tr`About this dinner party`} className="space-y-2">
          <p className="flex flex-wrap gap-x-5 gap-y-1 text-ink-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              {data.eventDate ? longDate(data.eventDate, intlLocale()) : tr`No date yet`}
            </span>
            {guestCount ? <GuestCount guestCount={guestCount} className="gap-1.5" /> : null}
          </p>
          {data.description ? (
            <p className="max-w-3xl whitespace-pre-line text-ink">{data.description}</p>
          ) : null}
        </section>
        <MenuGuests menuId={data.id} guests={data.guests ?? []} />
        {data.entries.length === 0 ? (
          <section className="rounded-3xl border border-dashed border-terracotta-200 bg-white/70 px-6 py-10 text-center">
            <h2 className="text-xl font-semibold text-terracotta-900">
              <Trans>No recipes on this menu yet</Trans>
            </h2>
            <p className="mt-2 text-ink-muted">
              <Trans>Add recipes from your collection, or import them from a link or a photo.</Trans>
            </p>
          </section>
        ) : (
          <>
            <MenuShopping menu={data} guests={cookingFor} onGuestsChange={setGuests} shop={shop} />
            <MenuCourses menu={data} guests={cookingFor} />
            <MenuCooked
              menu={data}
              cookName={profile.data?.displayName ?? ''}
              afterCooked={(recipes) => <TakeOutOfPantryButton recipes={recipes} />}
            />
          </>
        )}
      </PageBody>
    </div>
  );
}
