import type { CommunityRecipeCard } from '@contracts/community';
import { useMemo } from 'react';
import { useLoadMoreOnScroll } from '@/hooks/use-load-more-on-scroll';

type PagedQuery<Page> = {
  data?: { pages: Page[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isLoading: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
};

/**
 * A tab's cards from its pages (`cardsOf`, a function that does not change), the sentinel that loads
 * the next page as the reader scrolls, and what the card grid shows of the loading.
 */
export function usePagedCards<Page>(query: PagedQuery<Page>, cardsOf: (page: Page) => CommunityRecipeCard[]) {
  const cards = useMemo(() => query.data?.pages.flatMap(cardsOf) ?? [], [query.data, cardsOf]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useLoadMoreOnScroll({
    hasMore: hasNextPage,
    loading: isFetchingNextPage || query.isLoading,
    loadMore: fetchNextPage,
  });
  return {
    cards,
    // A searched page may come back empty while more pages follow; keep loading until something shows.
    stillLooking: cards.length === 0 && (hasNextPage || query.isFetching),
    grid: { cards, busy: query.isFetching, loadingMore: isFetchingNextPage, sentinel },
  };
}
