import type { RecipeCard } from '@contracts/recipe-views';
import { useLingui } from '@lingui/react/macro';
import { SearchX, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useSharedWithMe } from '../api/get-shared-with-me';
import { useCurrentUserId } from '../hooks/use-current-user';
import { usePagedCards } from '../hooks/use-paged-cards';
import { CommunityCardGrid, LoadingRecipes } from './card-grid';
import { CommunityEmptyState } from './empty-state';

const asCommunityCard = (recipe: RecipeCard) => ({ ...recipe, ownerName: null });
const cardsOf = (page: { recipes: RecipeCard[] }) => page.recipes.map(asCommunityCard);

/** Recipes other people shared with the viewer by name (SPEC 2), newest share first, with View and Save. */
export function SharedWithMeTab({ q }: { q: string }) {
  const viewer = useCurrentUserId();
  const { t } = useLingui();
  const signedIn = Boolean(viewer.data);
  const recipes = useSharedWithMe(q, signedIn);
  const { cards, stillLooking, grid } = usePagedCards(recipes, cardsOf);

  // SPEC 8: failing to load shared recipes is only logged, with no toast.
  useEffect(() => {
    if (recipes.isError) console.error('Failed to load shared recipes', recipes.error);
  }, [recipes.isError, recipes.error]);

  if (viewer.isPending || (signedIn && recipes.isPending)) return <LoadingRecipes />;
  if (stillLooking) return <LoadingRecipes />;
  if (cards.length === 0)
    return q.trim() ? (
      <CommunityEmptyState
        icon={SearchX}
        title={t`No shared recipes match your search`}
        hint={t`Try adjusting your search`}
      />
    ) : (
      <CommunityEmptyState
        icon={Users}
        title={t`No recipes have been shared with you yet`}
        hint={t`When someone shares a recipe with you, it will appear here.`}
      />
    );
  return <CommunityCardGrid label={t`Recipes shared with you`} {...grid} viewerId={viewer.data ?? null} />;
}
