// Add Recipe's tabs, loaded when the dialog opens (home.tsx): typed in (Manual, the recipes feature's
// form), or imported from a web page, a PDF or a photo (the import feature) and then reviewed in the
// manual form.
import type { ExtractedRecipeResponse } from '@contracts/extraction';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, Image, Link2, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ImportReviewNote } from '@/features/import/components/import-review-note';
import { ReviewImportTab } from '@/features/import/components/review-import-tab';
import type { ImportSource } from '@/features/import/lib/import-recipes';
import { ManualRecipeForm } from '@/features/recipes/components/manual-recipe-form';
import type { AddRecipeLink } from '@/hooks/use-add-recipe-link';
import type { RecipeBlockValues } from '@/lib/recipes/recipe-form';

type Tab = 'manual' | ImportSource;

/** The import tabs, each read by the import feature's one tab (ReviewImportTab) for its kind. */
const importTabs = [
  { source: 'url', label: 'URL', Icon: Link2 },
  { source: 'pdf', label: 'PDF', Icon: FileText },
  { source: 'image', label: msg`Image`, Icon: Image },
] as const;

/** Imported recipes shown in the manual form; `key` remounts the form with them. */
type Review = {
  key: number;
  source: ImportSource;
  blocks: RecipeBlockValues[];
  recipes: ExtractedRecipeResponse[];
};

/** Starts at the tab the link names (manual otherwise), with the link's address or photo filled in. */
export default function AddRecipeTabs({ link, onDone }: { link: AddRecipeLink | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<Tab>(link?.tab ?? 'manual');
  const [review, setReview] = useState<Review | null>(null);

  const reviewFrom =
    (source: ImportSource) => (blocks: RecipeBlockValues[], recipes: ExtractedRecipeResponse[]) => {
      setReview((current) => ({ key: (current?.key ?? 0) + 1, source, blocks, recipes }));
      setTab('manual');
    };

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <TabsList aria-label={t`How to add the recipe`}>
        <TabsTrigger value="manual">
          <PencilLine aria-hidden="true" />
          <Trans>Manual</Trans>
        </TabsTrigger>
        {importTabs.map(({ source, label, Icon }) => (
          <TabsTrigger key={source} value={source}>
            <Icon aria-hidden="true" />
            {typeof label === 'string' ? label : i18n._(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="manual">
        {review ? (
          <ImportReviewNote source={review.source} recipes={review.recipes} blocks={review.blocks} />
        ) : null}
        <ManualRecipeForm key={review?.key ?? 0} initialBlocks={review?.blocks} onSaved={onDone} />
      </TabsContent>
      {importTabs.map(({ source }) => (
        <TabsContent key={source} value={source}>
          <ReviewImportTab
            kind={source}
            onReview={reviewFrom(source)}
            onDone={onDone}
            initial={link?.tab === source ? { url: link.url, file: link.photo, job: link.job } : undefined}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
