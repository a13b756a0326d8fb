import { type ReactNode, useState } from 'react';
import { SafeForEveryone, useSafeParams } from '@/components/recipes/safe-for-everyone';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useCategories } from '@/lib/recipes/get-categories';
import { useHomeFilters, useSearchInAddress } from '../hooks/use-home-filters';
import { CategoryBar } from './category-bar';
import { HomeToolbar } from './home-toolbar';
import { RecipeGrid } from './recipe-grid';

const SEARCH_SETTLE_MS = 200;

/** Home's collection: search, the filter toggles, the category bar and the recipe grid. */
export function HomeCollection({ emptyAction }: { emptyAction?: ReactNode }) {
  const { filters, toggle, chooseCategory, showAll } = useHomeFilters();
  const safeParams = useSafeParams();
  const categories = useCategories();
  const [search, setSearch] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '');
  const q = useDebouncedValue(search, SEARCH_SETTLE_MS);
  useSearchInAddress(q);

  const heading =
    filters.mode === 'favorites'
      ? 'Favorites'
      : filters.mode === 'to-try'
        ? 'Recipes To Try'
        : filters.mode === 'shared'
          ? 'Shared with Me'
          : filters.mode === 'mine'
            ? 'Recipes I Added'
            : 'My Recipes';

  return (
    <section aria-labelledby="collection-title" className="space-y-5">
      <h2 id="collection-title" className="text-2xl font-semibold text-terracotta-900">
        {heading}
      </h2>
      <HomeToolbar search={search} onSearch={setSearch} mode={filters.mode} onToggle={toggle} />
      <CategoryBar
        categories={categories.data ?? []}
        filters={filters}
        onShowAll={showAll}
        onChoose={chooseCategory}
      />
      <SafeForEveryone />
      <RecipeGrid
        params={{
          filter: filters.mode === 'mine' ? 'all' : filters.mode,
          mine: filters.mode === 'mine',
          category: filters.category,
          q: q.trim(),
          ...safeParams,
        }}
        emptyAction={emptyAction}
      />
    </section>
  );
}
