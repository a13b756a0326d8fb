import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Brand } from '@/components/layout/brand';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogSuspense, DialogTrigger } from '@/components/ui/dialog';
import { useProfile } from '@/features/account/api/get-profile';
import { AccountMenu } from '@/features/account/components/account-menu';
import { SubscriptionButton } from '@/features/billing/components/subscription-button';
import { useLongImportsPending } from '@/features/import/lib/pending-imports';
import { useThisWeekOffline } from '@/features/meal-plans/hooks/use-this-week-offline';
import { CollectionShortcuts } from '@/features/recipes/components/collection-shortcuts';
import { HomeCollection } from '@/features/recipes/components/home-collection';
import { ShoppingListLink } from '@/features/recipes/components/shopping-list-link';
import { useFavouritesOffline } from '@/features/recipes/hooks/use-favourites-offline';
import { type AddRecipeLink, useAddRecipeLink } from '@/hooks/use-add-recipe-link';
import { useDocumentTitle } from '@/hooks/use-document-title';

// The dialog's forms (the manual form, the three imports) load when it opens, not with Home's first
// cards; pointing at or focusing a trigger starts the download a moment earlier.
const loadAddRecipeTabs = () => import('./home-add-recipe');
const AddRecipeTabs = lazy(loadAddRecipeTabs);
// The cook's long imports (issue 33), loaded only when this device started one.
const LongImportsNotice = lazy(() => import('@/features/import/components/long-imports-notice'));

/**
 * Add Recipe: typed in (Manual, the recipes feature's form), or imported from a web page, a PDF or a
 * photo (the import feature) and then reviewed in the manual form.
 */
function AddRecipeDialog({ trigger, link = null }: { trigger: ReactNode; link?: AddRecipeLink | null }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // The link that opened the dialog (a shortcut, a shared page or photo, the bookmarklet), until it closes.
  const [opening, setOpening] = useState<AddRecipeLink | null>(null);

  useEffect(() => {
    if (!link) return;
    setOpening(link);
    setOpen(true);
  }, [link]);

  const onOpenChange = (opened: boolean) => {
    setOpen(opened);
    if (!opened) setOpening(null);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger
        asChild
        onPointerEnter={() => void loadAddRecipeTabs()}
        onFocus={() => void loadAddRecipeTabs()}
      >
        {trigger}
      </DialogTrigger>
      <DialogContent
        title={t`Add Recipe`}
        description={t`Type a recipe in, or import it from a web page, a PDF or a photo.`}
        className="sm:max-w-2xl"
      >
        <DialogSuspense>
          <AddRecipeTabs key={opening?.key ?? 0} link={opening} onDone={() => onOpenChange(false)} />
        </DialogSuspense>
      </DialogContent>
    </Dialog>
  );
}

function HomeHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-cream-300/70 bg-cream-100/95">
      {/* One row at every width and in every language, whatever the subscription's answer: the header
          never grows a second row when its button arrives (that moved Home's whole page down on a phone,
          issue 35). On a phone the button's words may take two lines inside it instead. */}
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-3 sm:px-6 2xl:max-w-[96rem]">
        <Brand compact />
        {/* The actions' box fills the row from the start, so a button arriving in it moves nothing. */}
        <div className="flex min-w-0 flex-1 items-center justify-end gap-2">
          <SubscriptionButton />
          <ShoppingListLink />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}

// Each answer that arrives (the profile, an address's ?add= link, the offline copies) re-renders only
// the small component that asked for it, never the whole screen with its grid of cards.

function Greeting() {
  const { t } = useLingui();
  const name = useProfile().data?.displayName;
  const hour = new Date().getHours();
  const greeting =
    hour < 12
      ? name
        ? t`Good morning, ${name}`
        : t`Good morning`
      : hour < 18
        ? name
          ? t`Good afternoon, ${name}`
          : t`Good afternoon`
        : name
          ? t`Good evening, ${name}`
          : t`Good evening`;
  return <p className="text-sm font-semibold tracking-wide text-terracotta-100 uppercase">{greeting}</p>;
}

function AddRecipeButton() {
  const link = useAddRecipeLink();
  return (
    <AddRecipeDialog
      link={link}
      trigger={
        <Button size="lg" variant="secondary" className="self-start md:self-auto">
          <Plus aria-hidden="true" />
          <Trans>Add Recipe</Trans>
        </Button>
      }
    />
  );
}

/** The cook's long imports, when this device started one (issue 33). */
function LongImports() {
  if (!useLongImportsPending()) return null;
  return (
    <Suspense fallback={null}>
      <LongImportsNotice />
    </Suspense>
  );
}

/** Keeps favourites and this week's plan readable offline (issue 19). */
function KeepForOffline() {
  useFavouritesOffline();
  useThisWeekOffline();
  return null;
}

export function Screen() {
  const { t } = useLingui();
  useDocumentTitle(t`My Recipes`);

  return (
    <div className="min-h-dvh">
      <KeepForOffline />
      <HomeHeader />
      <main className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-8 2xl:max-w-[96rem]">
        <section
          aria-labelledby="welcome-title"
          className="relative overflow-hidden rounded-3xl bg-terracotta-700 px-6 py-7 text-cream-50 sm:px-10 sm:py-9"
        >
          {/* Two soft glows, drawn as radial gradients: a blur filter on a circle looked the same and cost
              each frame a blur in software (headless Chromium, a phone's first frames; issue 35). */}
          <div
            aria-hidden="true"
            className="absolute -top-32 -end-28 size-96 bg-radial from-terracotta-600/70 from-25% to-transparent to-80%"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-36 start-[calc(100%/3-3rem)] size-88 bg-radial from-terracotta-800/60 from-25% to-transparent to-80%"
          />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className="max-w-2xl">
              <Greeting />
              <h1 id="welcome-title" className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">
                <Trans>What's cooking in your kitchen?</Trans>
              </h1>
              <p className="mt-3 text-lg text-terracotta-100">
                <Trans>Your family's recipes, meal plans and shopping lists, all in one warm place.</Trans>
              </p>
            </div>
            <AddRecipeButton />
          </div>
        </section>

        <LongImports />

        <CollectionShortcuts />

        <HomeCollection
          emptyAction={
            <AddRecipeDialog
              trigger={
                <Button>
                  <Plus aria-hidden="true" />
                  <Trans>Add your first recipe</Trans>
                </Button>
              }
            />
          }
        />
      </main>
    </div>
  );
}
