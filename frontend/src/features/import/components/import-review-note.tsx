import type { ExtractedRecipeResponse } from '@contracts/extraction';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import type { RecipeBlockValues } from '@/lib/recipes/recipe-form';
import type { ImportSource } from '../lib/import-recipes';
import { DoubtfulWords } from './doubtful-words';
import { ImportPartialNote } from './import-partial-note';

/** Above the manual form after an import: where it came from, and lines the reader was unsure of. */
export function ImportReviewNote({
  source,
  recipes,
  blocks,
}: {
  source: ImportSource;
  recipes: ExtractedRecipeResponse[];
  blocks: RecipeBlockValues[];
}) {
  const { t } = useLingui();
  const sources = [...new Set(recipes.map((recipe) => recipe.sourceUrl).filter((url) => url !== null))];
  const uncertain = recipes.flatMap((recipe) => recipe.uncertainLines);
  const links = sources.map((url, index) => (
    <span key={url}>
      {index > 0 ? ', ' : null}
      <a href={url} target="_blank" rel="noreferrer noopener" className="underline">
        <bdi>{url}</bdi>
      </a>
    </span>
  ));
  const keptPdf = recipes.some((recipe) => recipe.pdfUrl !== null);
  const keptPhoto = source === 'image' && blocks.some((block) => block.imageFile !== null);
  return (
    <section
      aria-label={t`About this import`}
      className="mb-5 flex gap-3 rounded-2xl border border-sage-600/30 bg-sage-100 p-4 text-sm text-ink"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-600" />
      <div className="min-w-0 space-y-1.5">
        <p className="font-semibold">
          <Trans>Check the details, then save.</Trans>
        </p>
        <ImportPartialNote recipes={recipes} />
        {sources.length > 0 ? (
          <p className="break-words">
            <Trans>From {links}</Trans>
          </p>
        ) : null}
        {keptPdf ? (
          <p>
            <Trans>The original PDF is kept with the recipe.</Trans>
          </p>
        ) : null}
        {keptPhoto ? (
          <p>
            <Trans>Your photo is kept as the recipe's image; you can change it below.</Trans>
          </p>
        ) : null}
        <DoubtfulWords
          recipes={recipes}
          photo={source === 'image' ? (blocks.find((block) => block.imageFile)?.imageFile ?? null) : null}
        />
        {uncertain.length > 0 ? (
          <div>
            <p>
              <Trans>These lines were hard to read; please check them:</Trans>
            </p>
            <ul className="list-disc ps-5">
              {uncertain.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat and never reorder
                <li key={index}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
