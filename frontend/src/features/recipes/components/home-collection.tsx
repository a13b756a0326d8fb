import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Switch } from '@/components/ui/switch';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useHouseholdNeeds } from '@/lib/eating-needs';
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

/**
 * "Safe for everyone at home" (issue 38), kept in the address (?safe=1): only recipes known to hold
 * none of the household's allergens (not even "may contain") and to fit every member's diets.
 */
function useSafeParams(): { avoid?: string[]; diets?: string[] } {
  const [search] = useSearchParams();
  const needs = useHouseholdNeeds();
  if (search.get('safe') !== '1' || needs.members.length === 0) return {};
  return { avoid: needs.allergies, diets: needs.diets };
}

function SafeForEveryone() {
  const [search, setSearch] = useSearchParams();
  const needs = useHouseholdNeeds();
  if (needs.members.length === 0) return null;
  const on = search.get('safe') === '1';
  const set = (next: boolean) =>
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set('safe', '1');
        else changed.delete('safe');
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="flex items-center gap-3">
      <Switch id="safe-for-everyone" checked={on} onCheckedChange={set} />
      <label htmlFor="safe-for-everyone" className="text-sm font-semibold text-ink">
        Safe for everyone at home
      </label>
    </div>
  );
}
