import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, ChefHat, SearchX } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useLoadMoreOnScroll } from '@/hooks/use-load-more-on-scroll';
import { type SafeParams, useCommunityRecipes } from '../api/get-community-recipes';
import { useCurrentUserId } from '../hooks/use-current-user';
import { CommunityCardGrid, LoadingRecipes } from './card-grid';
import { CommunityEmptyState } from './empty-state';

/** Everyone's public recipes, newest first, loading more as the reader scrolls. */
export function CommunityTab({ q, safe }: { q: string; safe?: SafeParams }) {
  const recipes = useCommunityRecipes(q, safe);
  const viewer = useCurrentUserId();
  const { t } = useLingui();
  const cards = useMemo(() => recipes.data?.pages.flatMap((page) => page.recipes) ?? [], [recipes.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = recipes;
  const sentinel = useLoadMoreOnScroll({
    hasMore: hasNextPage,
    loading: isFetchingNextPage || recipes.isLoading,
    loadMore: fetchNextPage,
  });

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
  // A searched page may come back empty while more pages follow; keep loading until something shows.
  const stillLooking = cards.length === 0 && (hasNextPage || recipes.isFetching);
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
  return (
    <CommunityCardGrid
      label={t`Community recipes`}
      cards={cards}
      viewerId={viewer.data ?? null}
      busy={recipes.isFetching}
      loadingMore={isFetchingNextPage}
      sentinel={sentinel}
    />
  );
}
