import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/account/api/get-profile';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { useRecipe } from '@/features/recipes/api/get-recipe';
import { RecipeActions } from '@/features/recipes/components/recipe-actions';
import { RecipeView } from '@/features/recipes/components/recipe-view';
import { ShareDialog } from '@/features/sharing/components/share-dialog';
import { useShareParam } from '@/features/sharing/hooks/use-share-param';
import { AddToListButton } from '@/features/shopping/components/add-to-list-button';

export function Screen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const recipe = useRecipe(id);
  const sharing = useShareParam();
  const profile = useProfile();

  // SPEC 2: a recipe that cannot be loaded sends the cook back to their collection. A failed refresh of
  // a recipe already on screen (offline in the kitchen) keeps it there.
  const cannotLoad = recipe.isError && !recipe.data;
  useEffect(() => {
    if (!cannotLoad) return;
    toast.error('Failed to load recipe');
    void navigate('/', { replace: true });
  }, [cannotLoad, navigate]);

  const back = { to: '/', label: 'Back to Recipes' };
  if (!recipe.data) {
    return (
      <div className="min-h-dvh">
        <PageHeader title="Recipe" back={back} />
        <PageSpinner label="Loading recipe" />
      </div>
    );
  }
  const recipeId = recipe.data.id;
  return (
    <div className="min-h-dvh">
      <PageHeader
        title={recipe.data.title}
        back={back}
        actions={
          <RecipeActions recipe={recipe.data} share={<ShareDialog recipe={recipe.data} {...sharing} />} />
        }
      />
      <PageBody>
        {/* Keyed by recipe, so the servings scaler starts afresh on another recipe. */}
        <RecipeView
          key={recipe.data.id}
          recipe={recipe.data}
          addToList={(servings) => <AddToListButton recipeId={recipeId} servings={servings} />}
          comments={<CommentsSection targetType="recipe" targetId={recipeId} />}
          units={profile.data?.units ?? 'us'}
        />
      </PageBody>
    </div>
  );
}
