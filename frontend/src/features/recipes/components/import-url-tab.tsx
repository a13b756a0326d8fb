import type { ExtractRecipeResponse } from '@contracts/extraction';
import { ExternalLink, Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { alreadyAnnounced } from '@/lib/api-client';
import { extractRecipe } from '../api/extract-recipe';
import { type ReviewImport, useImportResults } from '../hooks/use-import-results';
import { useMounted } from '../hooks/use-mounted';
import { extractionErrorMessage, progressMessage, urlProblem } from '../lib/import-recipes';
import { ImportChooser } from './import-chooser';
import { ImportProgress } from './import-progress';

type ImportUrlTabProps = {
  onReview: ReviewImport;
  /** Closes the dialog: after Import all, or when the cook opens the recipe they already have. */
  onDone: () => void;
};

/** URL tab: a recipe page's address is read on the server; several recipes open the chooser. */
export function ImportUrlTab({ onReview, onDone }: ImportUrlTabProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [duplicate, setDuplicate] = useState<ExtractRecipeResponse | null>(null);
  const results = useImportResults('url', onReview);
  const mounted = useMounted();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = urlProblem(url);
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      const response = await extractRecipe({ type: 'url', url: url.trim() });
      if (!mounted.current) return;
      if (response.existingRecipeId) setDuplicate(response);
      else results.accept(response.recipes);
    } catch (failure) {
      if (mounted.current && !alreadyAnnounced(failure)) toast.error(extractionErrorMessage(failure, 'url'));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  if (results.choices) {
    return (
      <ImportChooser
        recipes={results.choices}
        categories={results.categories}
        onReview={(recipes) => onReview(results.toBlocks(recipes), recipes)}
        onImported={onDone}
        onBack={results.clearChoices}
      />
    );
  }

  if (duplicate?.existingRecipeId) {
    return (
      <div role="alert" className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-ink">
        <p className="font-semibold text-terracotta-900">This recipe is already in your collection.</p>
        <p className="text-sm">
          You imported a recipe from this address before. Open it, or import it again as a copy.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={`/recipe/${duplicate.existingRecipeId}`}
            onClick={onDone}
            className={buttonClasses('primary')}
          >
            <ExternalLink aria-hidden="true" />
            Open existing recipe
          </Link>
          <Button
            variant="outline"
            onClick={() => {
              setDuplicate(null);
              results.accept(duplicate.recipes);
            }}
          >
            Import again
          </Button>
          <Button variant="ghost" onClick={() => setDuplicate(null)}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label="Recipe URL"
        hint="The address of a recipe page, e.g. https://example.com/best-lasagne"
        error={error ?? undefined}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://…"
          value={url}
          disabled={busy}
          onChange={(event) => {
            setUrl(event.target.value);
            if (error) setError(null);
          }}
        />
      </FormField>
      <ImportProgress message={busy ? progressMessage('url', 'reading') : null} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          <Link2 aria-hidden="true" />
          Extract recipe
        </Button>
      </div>
    </form>
  );
}
