import { Trans } from '@lingui/react/macro';
import { ExternalLink, ImageUp, Link2, ScanText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { type ReviewImport, useImportResults } from '../hooks/use-import-results';
import type { ImportSource } from '../lib/import-recipes';
import { ImportChooser } from './import-chooser';
import { ImportForm, type ImportResult, type ImportStart } from './import-form';
import { SaveToHearth } from './save-to-hearth';

const SUBMIT_ICON = { url: Link2, image: ImageUp, pdf: ScanText } as const;

type ReviewImportTabProps = {
  kind: ImportSource;
  onReview: ReviewImport;
  /** Closes the dialog: after Import all, or when the cook opens the recipe they already have. */
  onDone: () => void;
  /** The address or photo a share or a link brought. */
  initial?: ImportStart;
};

/**
 * Add Recipe's URL, PDF and Image tabs: one recipe goes to the manual form for review, several open
 * the chooser, and a web address imported before offers the saved recipe.
 */
export function ReviewImportTab({ kind, onReview, onDone, initial }: ReviewImportTabProps) {
  const [duplicate, setDuplicate] = useState<ImportResult | null>(null);
  const results = useImportResults(kind, onReview);
  const SubmitIcon = SUBMIT_ICON[kind];

  const outcome = results.choices ? (
    <ImportChooser
      recipes={results.choices}
      categories={results.categories}
      onReview={(recipes) => onReview(results.toBlocks(recipes), recipes)}
      photo={results.photo}
      onImported={onDone}
      onBack={results.clearChoices}
    />
  ) : duplicate?.existingRecipeId ? (
    <div role="alert" className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-ink">
      <p className="font-semibold text-terracotta-900">
        <Trans>This recipe is already in your collection.</Trans>
      </p>
      <p className="text-sm">
        <Trans>You imported a recipe from this address before. Open it, or import it again as a copy.</Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link
          to={`/recipe/${duplicate.existingRecipeId}`}
          onClick={onDone}
          className={buttonClasses('primary')}
        >
          <ExternalLink aria-hidden="true" />
          <Trans>Open existing recipe</Trans>
        </Link>
        <Button
          variant="outline"
          onClick={() => {
            setDuplicate(null);
            results.accept(duplicate.recipes);
          }}
        >
          <Trans>Import again</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setDuplicate(null)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  ) : null;

  return (
    <>
      <ImportForm
        kind={kind}
        initial={initial}
        outcome={outcome}
        submit={
          <>
            <SubmitIcon aria-hidden="true" />
            <Trans>Extract recipe</Trans>
          </>
        }
        onExtracted={({ response, file }) => {
          if (kind === 'url' && response.existingRecipeId) setDuplicate(response);
          // A photo import keeps the photo as the image of recipes that have none.
          else results.accept(response.recipes, kind === 'image' ? file : null);
        }}
      />
      {kind === 'url' ? <SaveToHearth /> : null}
    </>
  );
}
