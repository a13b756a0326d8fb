import type { CourseType } from '@contracts/planning';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Download } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { PlanLoading } from '@/components/layout/plan-pages';
import { useProfile } from '@/features/account/api/get-profile';
import {
  addedToMenuMessage,
  dinnerParties,
  useAddRecipesToMenu,
} from '@/features/dinner-parties/api/dinner-parties';
import { AddMenuRecipesDialog } from '@/features/dinner-parties/components/add-menu-recipes-dialog';
import { CourseSelect } from '@/features/dinner-parties/components/course-select';
import { GuestCount } from '@/features/dinner-parties/components/guest-count';
import { MenuCooked } from '@/features/dinner-parties/components/menu-cooked';
import { MenuCourses } from '@/features/dinner-parties/components/menu-courses';
import { MenuGuests } from '@/features/dinner-parties/components/menu-guests';
import { MenuShopping } from '@/features/dinner-parties/components/menu-shopping';
import { longDate } from '@/features/dinner-parties/lib/labels';
import { saveImported } from '@/features/import/api/save-imported';
import { ImportForm } from '@/features/import/components/import-form';
import { type ImportSource, noRecipesMessage } from '@/features/import/lib/import-recipes';
import { TakeOutOfPantryButton } from '@/features/pantry/components/take-out-button';
import { useAddRecipesToShoppingList } from '@/features/shopping/api/add-recipes-to-list';
import { intlLocale } from '@/lib/i18n/runtime';

const MENU_IMPORT_HINTS: Record<ImportSource, MessageDescriptor> = {
  url: msg`The address of a recipe page`,
  image: msg`JPEG or PNG, up to 20MB.`,
  pdf: msg`A recipe PDF, up to 20MB.`,
};

/**
 * The menu's URL, Image and PDF tabs: Add Recipe's import flow, but every recipe found is saved to the
 * collection and put on the menu under the chosen course.
 */
function ImportToMenuTab({
  kind,
  menuId,
  onDone,
}: {
  kind: ImportSource;
  menuId: string;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const [course, setCourse] = useState<CourseType>('main');
  const addToMenu = useAddRecipesToMenu(menuId);
  const queryClient = useQueryClient();
  return (
    <ImportForm
      kind={kind}
      hint={i18n._(MENU_IMPORT_HINTS[kind])}
      showChosenFile={false}
      finishAfterClose
      extraFields={(busy) => <CourseSelect value={course} onChange={setCourse} disabled={busy} />}
      submit={
        <>
          <Download aria-hidden="true" />
          <Trans>Import and Add to Menu</Trans>
        </>
      }
      // Three steps, each with its own failure message: read the recipe, save it, put it on the menu.
      onExtracted={async ({ response, file, showProgress }) => {
        if (response.recipes.length === 0 && !response.existingRecipeId) {
          toast.error(noRecipesMessage(kind));
          return;
        }
        try {
          const ids = await saveImported(queryClient, response, kind === 'image' ? file : null, showProgress);
          showProgress(t`Adding to the menu…`);
          const added = await addToMenu.mutateAsync(
            ids.map((recipeId) => ({ recipeId, courseType: course })),
          );
          toast.success(addedToMenuMessage(added.count));
          onDone();
        } catch {
          toast.error(t`Failed to add recipes. Please try again.`);
        }
      }}
    />
  );
}

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
            importTab={(kind, onDone) => <ImportToMenuTab kind={kind} menuId={data.id} onDone={onDone} />}
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
