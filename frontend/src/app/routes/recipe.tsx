import type { UnitSystem } from '@contracts/measure';
import type { RecipeDetail } from '@contracts/recipe-views';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useDeferredValue, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/account/api/get-profile';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { CookedSummary } from '@/features/cook-log/components/cooked-summary';
import { LogCookDialog } from '@/features/cook-log/components/log-cook-dialog';
import { TakeOutOfPantryButton } from '@/features/pantry/components/take-out-button';
import { MakeVariantDialog } from '@/features/recipe-history/components/make-variant-dialog';
import { OriginalChanges } from '@/features/recipe-history/components/original-changes';
import { RecipeFamily } from '@/features/recipe-history/components/recipe-family';
import { WrittenIn } from '@/features/recipe-language/components/written-in';
import { useRecipe } from '@/features/recipes/api/get-recipe';
import { RecipeActions } from '@/features/recipes/components/recipe-actions';
import { RecipeDietary } from '@/features/recipes/components/recipe-dietary';
import { RecipeView } from '@/features/recipes/components/recipe-view';
import { RereadNotice } from '@/features/reread/components/reread-notice';
import { ShareDialog } from '@/features/sharing/components/share-dialog';
import { useShareParam } from '@/features/sharing/hooks/use-share-param';
import { AddToListButton } from '@/features/shopping/components/add-to-list-button';

export function Screen() {
  const { t: tr, i18n } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const recipe = useRecipe(id);
  const profile = useProfile();
  const units = profile.data?.units ?? 'us';

  // SPEC 2: a recipe that cannot be loaded sends the cook back to their collection. A failed refresh of
  // a recipe already on screen (offline in the kitchen) keeps it there.
  const cannotLoad = recipe.isError && !recipe.data;
  useEffect(() => {
    if (!cannotLoad) return;
    toast.error(t`Failed to load recipe`);
    void navigate('/', { replace: true });
  }, [cannotLoad, navigate]);

  // The recipe and the cook's units are drawn in a deferred render, which React does in slices rather
  // than in one long task when an answer arrives (issue 19's blocking time).
  const shown = useDeferredValue(recipe.data);
  const shownUnits = useDeferredValue(units);
  if (!shown) {
    return (
      <div className="min-h-dvh">
        <PageHeader title={tr`Recipe`} back={{ to: '/', label: i18n._(backLabel) }} />
        <PageSpinner label={tr`Loading recipe`} />
      </div>
    );
  }
  return <RecipePage recipe={shown} units={shownUnits} cookName={profile.data?.displayName ?? ''} />;
}

const backLabel = msg`Back to Recipes`;

const RecipePage = memo(function RecipePage({
  recipe,
  units,
  cookName,
}: {
  recipe: RecipeDetail;
  units: UnitSystem;
  cookName: string;
}) {
  const { i18n } = useLingui();
  const sharing = useShareParam();
  // The cook log is the household's (issue 39): the answer carries its summary only for them.
  const cookLog = recipe.cooked
    ? {
        beside: (
          <>
            <LogCookDialog recipe={recipe} cookName={cookName} />
            <CookedSummary cooked={recipe.cooked} recipeId={recipe.id} />
          </>
        ),
        atCookModeEnd: (
          <>
            <LogCookDialog recipe={recipe} cookName={cookName} variant="primary" />
            {/* What was cooked comes out of the household's pantry (issue 38). */}
            <TakeOutOfPantryButton recipeId={recipe.id} />
          </>
        ),
      }
    : null;
  return (
    <div className="min-h-dvh">
      <PageHeader
        title={recipe.title}
        back={{ to: '/', label: i18n._(backLabel) }}
        actions={
          <>
            <RecipeActions recipe={recipe} share={<ShareDialog recipe={recipe} {...sharing} />} />
            {/* Its versions and a version of one's own (issue 39) are for the recipe's household, whom the
                answer gives its cook log's summary. */}
            {recipe.cooked ? (
              <Link
                to={`/recipe/${encodeURIComponent(recipe.id)}/history`}
                className={buttonClasses('outline', 'sm')}
              >
                <Trans>History</Trans>
              </Link>
            ) : null}
            {recipe.cooked ? <MakeVariantDialog recipe={recipe} cookName={cookName} /> : null}
          </>
        }
      />
      <PageBody>
        <WrittenIn language={recipe.language} />
        <RecipeDietary recipe={recipe} />
        <RecipeFamily variantOf={recipe.variantOf} variants={recipe.variants} />
        <OriginalChanges recipeId={recipe.id} enabled={Boolean(recipe.variantOf && recipe.isOwner)} />
        <RereadNotice recipeId={recipe.id} enabled={recipe.isOwner} />
        {/* Keyed by recipe, so the servings scaler starts afresh on another recipe. */}
        <RecipeView
          key={recipe.id}
          recipe={recipe}
          addToList={(servings) => <AddToListButton recipeId={recipe.id} servings={servings} />}
          comments={<CommentsSection targetType="recipe" targetId={recipe.id} />}
          units={units}
          cookLog={cookLog}
        />
      </PageBody>
    </div>
  );
});
