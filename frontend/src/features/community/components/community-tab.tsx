import type { CommunityPage } from '@contracts/community';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, ChefHat, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { type SafeParams, useCommunityRecipes } from '../api/get-community-recipes';
import { useCurrentUserId } from '../hooks/use-current-user';
import { usePagedCards } from '../hooks/use-paged-cards';
import { CommunityCardGrid, LoadingRecipes } from './card-grid';
import { CommunityEmptyState } from './empty-state';

const recipesOf = (page: CommunityPage) => page.recipes;

/** Everyone's public recipes, newest first, loading more as the reader scrolls. */
export function CommunityTab({ q, safe }: { q: string; safe?: SafeParams }) {
  const recipes = useCommunityRecipes(q, safe);
  const viewer = useCurrentUserId();
  const { t } = useLingui();
  const { cards, stillLooking, grid } = usePagedCards(recipes, recipesOf);

  useEffect(() => {
    if (recipes.isError) toast.error(t`Failed to load community recipes`);
  }, [recipes.isError, t]);

  if (recipes.isPending || viewer.isPending) return <LoadingRecipes />;
  if (recipes.isError && cards.length === 0)
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <AlertCircle aria-hidden="true" className="size-10 text-red-700" />
        <p className="text-lg font-semibold text-terracotta-900">
          <Trans>Failed to load community recipes</Trans>
        </p>
        <Button variant="outline" onClick={() => void recipes.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  if (stillLooking) return <LoadingRecipes />;
  if (cards.length === 0)
    return q.trim() ? (
      <CommunityEmptyState icon={SearchX} title={t`No recipes found`} hint={t`Try adjusting your search`} />
    ) : (
      <CommunityEmptyState
        icon={ChefHat}
        title={t`No recipes found`}
        hint={t`Be the first to share a recipe with the community!`}
      />
    );
  return <CommunityCardGrid label={t`Community recipes`} {...grid} viewerId={viewer.data ?? null} />;
}
