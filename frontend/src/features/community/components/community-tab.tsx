import { AlertCircle, ChefHat, SearchX } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLoadMoreOnScroll } from '@/features/recipes/hooks/use-load-more-on-scroll';
import { useCommunityRecipes } from '../api/get-community-recipes';
import { useCurrentUserId } from '../hooks/use-current-user';
import { CommunityRecipeCard } from './community-recipe-card';
import { CommunityEmptyState } from './empty-state';

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-ink-muted">
      <Spinner className="size-5" />
      Loading recipes...
    </p>
  );
}

/** Everyone's public recipes, newest first, loading more as the reader scrolls. */
export function CommunityTab({ q }: { q: string }) {
  const recipes = useCommunityRecipes(q);
  const viewer = useCurrentUserId();
  const cards = useMemo(() => recipes.data?.pages.flatMap((page) => page.recipes) ?? [], [recipes.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = recipes;
  const sentinel = useLoadMoreOnScroll({
    hasMore: hasNextPage,
    loading: isFetchingNextPage || recipes.isLoading,
    loadMore: fetchNextPage,
  });

  useEffect(() => {
    if (recipes.isError) toast.error('Failed to load community recipes');
  }, [recipes.isError]);

  if (recipes.isPending || viewer.isPending) return <Loading />;
  if (recipes.isError && cards.length === 0)
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <AlertCircle aria-hidden="true" className="size-10 text-red-700" />
        <p className="text-lg font-semibold text-terracotta-900">Failed to load community recipes</p>
        <Button variant="outline" onClick={() => void recipes.refetch()}>
          Try again
        </Button>
      </div>
    );
  // A searched page may come back empty while more pages follow; keep loading until something shows.
  const stillLooking = cards.length === 0 && (hasNextPage || recipes.isFetching);
  if (stillLooking) return <Loading />;
  if (cards.length === 0)
    return q.trim() ? (
      <CommunityEmptyState icon={SearchX} title="No recipes found" hint="Try adjusting your search" />
    ) : (
      <CommunityEmptyState
        icon={ChefHat}
        title="No recipes found"
        hint="Be the first to share a recipe with the community!"
      />
    );
  return (
    <section aria-labelledby="community-results" aria-busy={recipes.isFetching}>
      <h2 id="community-results" className="sr-only">
        Community recipes
      </h2>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cards.map((recipe) => (
          <li key={recipe.id}>
            <CommunityRecipeCard recipe={recipe} viewerId={viewer.data ?? null} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage ? <Loading /> : null}
    </section>
  );
}
