import type { UnitSystem } from '@contracts/measure';
import type { RecipeDetail } from '@contracts/recipe-views';
import { convertIngredients } from '@domain/ingredients/convert-units';
import { normaliseServings, scaleIngredientLine } from '@domain/ingredients/scale-ingredients';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Lock, Users } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { RecipeImage } from '@/components/recipes/recipe-image';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { categoryName } from '../lib/category-names';
import { linesOf, stepsOf } from '../lib/recipe-text';
import { AmountTools } from './amount-tools';
import { CookMode } from './cook-mode/cook-mode';
import { IngredientsPanel } from './ingredients-panel';
import { OwnerCards } from './owner-cards';
import { PrintRecipe } from './print-recipe';
import { FavoriteButton, RatingStars } from './rating-stars';
import { RatingSummary } from './rating-summary';
import { SourceCard } from './source-card';

// "Public" has a context: a recipe's and a video's may take different genders (Pública, Público).
const VISIBILITY_LABELS = {
  private: msg`Private`,
  household: msg`Household`,
  public: msg({ message: 'Public', context: 'recipe visibility' }),
} as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-cream-200/60 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-ink">{value}</dd>
    </div>
  );
}

type RecipeViewProps = {
  recipe: RecipeDetail;
  /** The shopping list's Add to List for this recipe at the chosen servings. */
  addToList: (servings: number) => ReactNode;
  /** The comments, shown only while the recipe is public. */
  comments: ReactNode;
  /** The units the cook reads amounts in, for Convert. */
  units: UnitSystem;
  /** The cook log's summary and "We cooked this" (issue 39), beside Cook Mode; `atCookModeEnd` ends Cook Mode. */
  cookLog?: { beside: ReactNode; atCookModeEnd: ReactNode } | null;
};

/** The body of the recipe page: photo, facts, ingredients with the scaler, steps and the owner's cards. */
export function RecipeView({ recipe, addToList, comments, units, cookLog = null }: RecipeViewProps) {
  const written = useMemo(() => linesOf(recipe.ingredients), [recipe.ingredients]);
  const original = normaliseServings(recipe.servings);
  // How many times the recipe as written: servings steps, or whatever uses up an amount on hand.
  const [factor, setFactor] = useState(1);
  const [scaledTo, setScaledTo] = useState<string | null>(null);
  const [converted, setConverted] = useState(false);
  const [photoInPrint, setPhotoInPrint] = useState(true);
  const printsPhoto = recipe.imageUrl !== null && photoInPrint;
  const servings = original * factor;
  const ingredients = useMemo(() => {
    const scaled = written.map((line) => scaleIngredientLine(line, factor));
    return converted ? convertIngredients(scaled, units) : scaled;
  }, [written, factor, converted, units]);
  // Convert is offered only where it changes something: a US recipe for a US cook has nothing to convert.
  const convertible = useMemo(
    () => convertIngredients(written, units).some((line, index) => line !== written[index]),
    [written, units],
  );
  const setServings = (next: number) => {
    setFactor(next / original);
    setScaledTo(null);
  };
  const steps = useMemo(() => stepsOf(recipe.instructions), [recipe.instructions]);
  const { t, i18n } = useLingui();
  const minutes = (value: number | null) => (value ? t`${value} min` : '–');
  const totalTime = recipe.totalTime;

  return (
    <div className="space-y-8 print:space-y-4">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] print:grid-cols-[minmax(0,2fr)_minmax(0,5fr)] print:gap-4">
        <RecipeImage
          src={recipe.imageUrl}
          eager
          className={cn(
            'aspect-4/3 w-full rounded-3xl shadow-sm print:shadow-none',
            !printsPhoto && 'print:hidden',
          )}
        />
        <div className={cn('space-y-5 print:space-y-2', !printsPhoto && 'print:col-span-full')}>
          {recipe.categories.length + recipe.tags.length > 0 ? (
            <ul aria-label={t`Categories and tags`} className="flex flex-wrap gap-1.5">
              {recipe.categories.map((category) => (
                <li key={category.id}>
                  <Badge>{categoryName(i18n, category)}</Badge>
                </li>
              ))}
              {recipe.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="tag">#{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <RatingSummary rating={recipe.rating} className="text-base" />
            <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
              {recipe.visibility === 'private' ? (
                <Lock aria-hidden="true" className="size-4" />
              ) : (
                <Users aria-hidden="true" className="size-4" />
              )}
              {i18n._(VISIBILITY_LABELS[recipe.visibility])}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            <RatingStars recipeId={recipe.id} rating={recipe.viewer.rating} />
            <FavoriteButton recipeId={recipe.id} favorite={recipe.viewer.favorite} />
          </div>
          {recipe.description ? (
            <p className="text-lg leading-relaxed whitespace-pre-line text-ink">{recipe.description}</p>
          ) : null}
          <dl className="grid grid-cols-3 gap-3">
            <Fact label={t`Prep`} value={minutes(recipe.prepTime)} />
            <Fact label={t`Cook`} value={minutes(recipe.cookTime)} />
            <Fact label={t`Servings`} value={String(normaliseServings(recipe.servings))} />
          </dl>
          {recipe.totalTime ? (
            <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <Clock aria-hidden="true" className="size-4" />
              <Trans>
                Ready in <bdi>{totalTime}</bdi> min
              </Trans>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            <CookMode
              title={recipe.title}
              ingredients={ingredients}
              steps={steps}
              servings={servings}
              dietary={recipe.dietary}
              atTheEnd={cookLog?.atCookModeEnd}
            />
            <PrintRecipe
              hasPhoto={recipe.imageUrl !== null}
              withPhoto={photoInPrint}
              onWithPhotoChange={setPhotoInPrint}
            />
            {cookLog?.beside}
          </div>
        </div>
      </div>

      {/* Ingredients beside the steps on paper too, when the page is wide enough. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] print:gap-4 [@media_print_and_(min-width:15cm)]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <IngredientsPanel
            lines={ingredients}
            servings={servings}
            onChange={setServings}
            addToList={addToList(Math.max(1, Math.round(servings)))}
            tools={
              <AmountTools
                lines={written}
                units={units}
                convertible={convertible}
                converted={converted}
                onConvertedChange={setConverted}
                scaledTo={scaledTo}
                onScale={(next, description) => {
                  setFactor(next);
                  setScaledTo(description);
                }}
              />
            }
          />
          <div className="print:hidden">
            <SourceCard
              recipeId={recipe.id}
              sourceUrl={recipe.sourceUrl}
              pdfUrl={recipe.pdfUrl}
              copiedFrom={recipe.copiedFrom}
            />
          </div>
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">
                <Trans>Instructions</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {steps.length ? (
                <ol className="space-y-4">
                  {steps.map((step, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
                    <li key={index} className="flex gap-4">
                      <span
                        aria-hidden="true"
                        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-terracotta-600 text-sm font-bold text-white print:size-6 print:border print:border-ink print:bg-transparent print:text-ink"
                      >
                        {index + 1}
                      </span>
                      <p className="pt-1 leading-relaxed">{step}</p>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-ink-muted">
                  <Trans>No instructions yet.</Trans>
                </p>
              )}
            </CardContent>
          </Card>
          {recipe.isOwner ? (
            <div className="space-y-6 print:hidden">
              <OwnerCards recipe={recipe} />
            </div>
          ) : null}
        </div>
      </div>
      {/* SPEC 2: comments appear only if the recipe is public. */}
      {recipe.isPublic ? <div className="print:hidden">{comments}</div> : null}
    </div>
  );
}
