import type { ExtractedRecipeResponse } from '@contracts/extraction';
import { FileText, Image, Link2, PencilLine, Plus, ShoppingCart } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/layout/brand';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProfile } from '@/features/account/api/get-profile';
import { AccountMenu } from '@/features/account/components/account-menu';
import { SubscriptionButton } from '@/features/billing/components/subscription-button';
import { ImportReviewNote } from '@/features/import/components/import-review-note';
import { ReviewImportTab } from '@/features/import/components/review-import-tab';
import type { ImportSource } from '@/features/import/lib/import-recipes';
import { useThisWeekOffline } from '@/features/meal-plans/hooks/use-this-week-offline';
import { CollectionShortcuts } from '@/features/recipes/components/collection-shortcuts';
import { HomeCollection } from '@/features/recipes/components/home-collection';
import { ManualRecipeForm } from '@/features/recipes/components/manual-recipe-form';
import { useFavouritesOffline } from '@/features/recipes/hooks/use-favourites-offline';
import { type AddRecipeLink, useAddRecipeLink } from '@/hooks/use-add-recipe-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { RecipeBlockValues } from '@/lib/recipes/recipe-form';

type Tab = 'manual' | ImportSource;
/** Imported recipes shown in the manual form; `key` remounts the form with them. */
type Review = {
  key: number;
  source: ImportSource;
  blocks: RecipeBlockValues[];
  recipes: ExtractedRecipeResponse[];
};

/**
 * Add Recipe: typed in (Manual, the recipes feature's form), or imported from a web page, a PDF or a
 * photo (the import feature) and then reviewed in the manual form.
 */
function AddRecipeDialog({ trigger, link = null }: { trigger: ReactNode; link?: AddRecipeLink | null }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('manual');
  const [review, setReview] = useState<Review | null>(null);

  // A shortcut, a shared page or photo, or the bookmarklet opens the dialog at its tab, filled in.
  useEffect(() => {
    if (!link) return;
    setReview(null);
    setTab(link.tab);
    setOpen(true);
  }, [link]);

  const onOpenChange = (opening: boolean) => {
    setOpen(opening);
    if (!opening) {
      setTab('manual');
      setReview(null);
    }
  };
  const close = () => onOpenChange(false);
  const reviewFrom =
    (source: ImportSource) => (blocks: RecipeBlockValues[], recipes: ExtractedRecipeResponse[]) => {
      setReview((current) => ({ key: (current?.key ?? 0) + 1, source, blocks, recipes }));
      setTab('manual');
    };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Add Recipe"
        description="Type a recipe in, or import it from a web page, a PDF or a photo."
        className="sm:max-w-2xl"
      >
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="How to add the recipe">
            <TabsTrigger value="manual">
              <PencilLine aria-hidden="true" />
              Manual
            </TabsTrigger>
            <TabsTrigger value="url">
              <Link2 aria-hidden="true" />
              URL
            </TabsTrigger>
            <TabsTrigger value="pdf">
              <FileText aria-hidden="true" />
              PDF
            </TabsTrigger>
            <TabsTrigger value="image">
              <Image aria-hidden="true" />
              Image
            </TabsTrigger>
          </TabsList>
          <TabsContent value="manual">
            {review ? (
              <ImportReviewNote source={review.source} recipes={review.recipes} blocks={review.blocks} />
            ) : null}
            <ManualRecipeForm key={review?.key ?? 0} initialBlocks={review?.blocks} onSaved={close} />
          </TabsContent>
          {(['url', 'pdf', 'image'] as const).map((source) => (
            <TabsContent key={source} value={source}>
              <ReviewImportTab
                key={link?.tab === source ? link.key : 0}
                kind={source}
                onReview={reviewFrom(source)}
                onDone={close}
                initial={link?.tab === source ? { url: link.url, file: link.photo } : undefined}
              />
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function HomeHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-cream-300/70 bg-cream-100/90 backdrop-blur-md">
      <div className="mx-auto flex max-w-7xl items-center 2xl:max-w-[96rem] gap-2 px-4 py-3 sm:gap-3 sm:px-6">
        <Brand compact />
        <div className="ml-auto flex items-center gap-2">
          <SubscriptionButton />
          <Link to="/shopping-list" className={buttonClasses('outline', 'sm')} aria-label="Shopping List">
            <ShoppingCart aria-hidden="true" />
            <span className="hidden md:inline">Shopping List</span>
          </Link>
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}

export function Screen() {
  useDocumentTitle('My Recipes');
  const profile = useProfile();
  const name = profile.data?.displayName;
  const addRecipeLink = useAddRecipeLink();
  useFavouritesOffline();
  useThisWeekOffline();

  return (
    <div className="min-h-dvh">
      <HomeHeader />
      <main className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-8 2xl:max-w-[96rem]">
        <section
          aria-labelledby="welcome-title"
          className="relative overflow-hidden rounded-3xl bg-terracotta-700 px-6 py-7 text-cream-50 sm:px-10 sm:py-9"
        >
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-16 size-72 rounded-full bg-terracotta-600/70 blur-2xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 left-1/3 size-64 rounded-full bg-terracotta-800/60 blur-2xl"
          />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold tracking-wide text-terracotta-100 uppercase">
                {greeting(new Date().getHours())}
                {name ? `, ${name}` : ''}
              </p>
              <h1 id="welcome-title" className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">
                What's cooking in your kitchen?
              </h1>
              <p className="mt-3 text-lg text-terracotta-100">
                Your family's recipes, meal plans and shopping lists, all in one warm place.
              </p>
            </div>
            <AddRecipeDialog
              link={addRecipeLink}
              trigger={
                <Button size="lg" variant="secondary" className="self-start md:self-auto">
                  <Plus aria-hidden="true" />
                  Add Recipe
                </Button>
              }
            />
          </div>
        </section>

        <CollectionShortcuts />

        <HomeCollection
          emptyAction={
            <AddRecipeDialog
              trigger={
                <Button>
                  <Plus aria-hidden="true" />
                  Add your first recipe
                </Button>
              }
            />
          }
        />
      </main>
    </div>
  );
}
