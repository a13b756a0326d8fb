import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  chooseCategory,
  filtersFromSearch,
  filtersToSearch,
  type HomeFilters,
  type HomeToggle,
  noFilters,
  toggleMode,
} from '../lib/home-filters';

/** Home's filters live in the address, so Back from a recipe returns to the same view. */
export function useHomeFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);

  const apply = useCallback(
    (change: (current: HomeFilters) => HomeFilters) =>
      setSearch((current) => filtersToSearch(change(filtersFromSearch(current)), current), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearch],
  );

  return {
    filters,
    toggle: useCallback((toggle: HomeToggle) => apply((current) => toggleMode(current, toggle)), [apply]),
    chooseCategory: useCallback(
      (categoryId: string) => apply((current) => chooseCategory(current, categoryId)),
      [apply],
    ),
    showAll: useCallback(() => apply(() => noFilters), [apply]),
  };
}

/** The search text, kept in the address (?q=) without adding history entries while typing. */
export function useSearchText(): [string, (q: string) => void] {
  const [search, setSearch] = useSearchParams();
  const setText = useCallback(
    (q: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (q) next.set('q', q);
          else next.delete('q');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  return [search.get('q') ?? '', setText];
}
