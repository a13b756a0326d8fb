import type { ExtractedRecipeResponse } from '@contracts/extraction';
import { FileText, Image, Link2, PencilLine } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ImportSource } from '../lib/import-recipes';
import type { RecipeBlockValues } from '../lib/recipe-form';
import { ImportFileTab } from './import-file-tab';
import { ImportReviewNote } from './import-review-note';
import { ImportUrlTab } from './import-url-tab';
import { ManualRecipeForm } from './manual-recipe-form';

type Tab = 'manual' | ImportSource;
/** Imported recipes shown in the manual form; `key` remounts the form with them. */
type Review = {
  key: number;
  source: ImportSource;
  blocks: RecipeBlockValues[];
  recipes: ExtractedRecipeResponse[];
};

/** Add Recipe: typed in (Manual), or imported from a web page, a PDF or a photo and then reviewed. */
export function AddRecipeDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('manual');
  const [review, setReview] = useState<Review | null>(null);

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
          <TabsContent value="url">
            <ImportUrlTab onReview={reviewFrom('url')} onDone={close} />
          </TabsContent>
          <TabsContent value="pdf">
            <ImportFileTab kind="pdf" onReview={reviewFrom('pdf')} onDone={close} />
          </TabsContent>
          <TabsContent value="image">
            <ImportFileTab kind="image" onReview={reviewFrom('image')} onDone={close} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
