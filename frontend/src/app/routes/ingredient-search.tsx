import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChefHat, Search, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { SafeForEveryone, useSafeParams } from '@/components/recipes/safe-for-everyone';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  type SafeParams,
  useSearchCollection,
  useSearchFromPantry,
  useSuggestRecipes,
} from '@/features/finder/api/finder';
import { CollectionMatches } from '@/features/finder/components/collection-matches';
import { IngredientInput } from '@/features/finder/components/ingredient-input';
import { SuggestionsPanel } from '@/features/finder/components/suggestions-panel';
import { ApiError } from '@/lib/api-client';
import { useHouseholdNeeds } from '@/lib/eating-needs';

const noIngredients = () => t`Please add at least one ingredient`;

/**
 * "Cook from what we have" (issue 38): the household's recipes ranked by the pantry, fewest missing first,
 * then what expires soonest. Opened from the pantry's page with ?from=pantry, it starts at once.
 */
function usePantrySearch(onSearch: () => void, safe: SafeParams) {
  const fromPantry = useSearchFromPantry();
  const [params] = useSearchParams();
  const started = useRef(false);
  const run = () => {
    onSearch();
    fromPantry.mutate(safe, {
      onSuccess: (result) => {
        const found = result.total;
        if (found === 0) toast.info(t`Nothing in your collection uses what is in the pantry`);
        else
          toast.success(
            plural(found, {
              one: 'Found # recipe(s) to cook from the pantry',
              other: 'Found # recipe(s) to cook from the pantry',
            }),
          );
      },
      onError: () => toast.error(t`Failed to search recipes`),
    });
  };
  useEffect(() => {
    if (started.current || params.get('from') !== 'pantry') return;
    started.current = true;
    run();
  });
  return { fromPantry, run };
}

export function Screen() {
  const { t: tr } = useLingui();
  const [ingredients, setIngredients] = useState<string[]>([]);
  const search = useSearchCollection();
  const suggest = useSuggestRecipes();
  const safe = useSafeParams();
  const needs = useHouseholdNeeds();
  const { fromPantry, run: cookFromPantry } = usePantrySearch(() => search.reset(), safe);
  const shown = fromPantry.isPending || fromPantry.data ? fromPantry : search;

  const onSearch = () => {
    if (ingredients.length === 0) return void toast.error(noIngredients());
    fromPantry.reset();
    search.mutate(
      { ingredients, ...safe },
      {
        onSuccess: (result) => {
          const found = result.total;
          if (found === 0) toast.info(t`No matching recipes found in your collection`);
          else toast.success(plural(found, { one: 'Found # recipe(s)', other: 'Found # recipe(s)' }));
        },
        onError: () => toast.error(t`Failed to search recipes`),
      },
    );
  };

  const onSuggest = (anyone = false) => {
    if (ingredients.length === 0) return void toast.error(noIngredients());
    suggest.mutate(
      { ingredients, anyone },
      {
        onSuccess: (result) => {
          const found = result.suggestions.length;
          if (result.origin === 'ai') toast.success(t`AI suggestions generated!`);
          else
            toast.success(
              plural(found, {
                one: 'Found # suggestion(s) in the recipe library',
                other: 'Found # suggestion(s) in the recipe library',
              }),
            );
        },
        onError: (error) =>
          toast.error(t`Failed to get AI suggestions`, {
            description: error instanceof ApiError && error.status !== 500 ? error.message : undefined,
          }),
      },
    );
  };

  return (
    <div className="min-h-dvh">
      <PageHeader
        title={tr`Find Recipes by Ingredients`}
        back={{ to: '/', label: tr`Back to Recipes` }}
        width="max-w-5xl"
      />
      <PageBody className="max-w-5xl space-y-8">
        <section
          aria-label={tr`What you have`}
          className="space-y-4 rounded-2xl border border-cream-300/80 bg-white/80 p-5 shadow-sm"
        >
          <IngredientInput ingredients={ingredients} onChange={setIngredients} />
          <SafeForEveryone />
          <div className="flex flex-wrap gap-2">
            <Button onClick={onSearch} disabled={search.isPending}>
              {search.isPending ? <Spinner /> : <Search aria-hidden="true" />}
              <Trans>Search My Recipes</Trans>
            </Button>
            <Button variant="outline" onClick={() => onSuggest()} disabled={suggest.isPending}>
              {suggest.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
              <Trans>Suggest Recipes</Trans>
            </Button>
            <Button variant="outline" onClick={cookFromPantry} disabled={fromPantry.isPending}>
              {fromPantry.isPending ? <Spinner /> : <ChefHat aria-hidden="true" />}
              <Trans>Cook from what we have</Trans>
            </Button>
          </div>
        </section>

        {shown.isPending || shown.data ? (
          <section aria-labelledby="collection-heading" aria-busy={shown.isPending} className="space-y-4">
            <h2 id="collection-heading" className="font-display text-2xl font-semibold text-terracotta-900">
              {shown === fromPantry ? tr`From what we have` : tr`From your collection`}
            </h2>
            {shown.isPending ? (
              <p className="flex items-center gap-2 text-ink-muted">
                <Spinner /> <Trans>Searching your recipes…</Trans>
              </p>
            ) : shown.data ? (
              <CollectionMatches result={shown.data} />
            ) : null}
          </section>
        ) : null}
        {search.isError || fromPantry.isError ? (
          <p role="alert" className="text-red-700">
            <Trans>Failed to search recipes</Trans>
          </p>
        ) : null}

        {suggest.isPending || suggest.data ? (
          <section aria-labelledby="suggestions-heading" aria-busy={suggest.isPending} className="space-y-4">
            <h2 id="suggestions-heading" className="font-display text-2xl font-semibold text-terracotta-900">
              <Trans>Suggestions</Trans>
            </h2>
            {suggest.isPending ? (
              <p className="flex items-center gap-2 text-ink-muted">
                <Spinner /> <Trans>Finding recipes to suggest…</Trans>
              </p>
            ) : suggest.data ? (
              <>
                {needs.members.length > 0 && !suggest.variables?.anyone ? (
                  <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                    <Trans>Suggestions leave out recipes that conflict with someone at home.</Trans>
                    <Button variant="link" size="sm" onClick={() => onSuggest(true)}>
                      <Trans>Suggest those too</Trans>
                    </Button>
                  </p>
                ) : null}
                <SuggestionsPanel result={suggest.data} />
              </>
            ) : null}
          </section>
        ) : null}
      </PageBody>
    </div>
  );
}
