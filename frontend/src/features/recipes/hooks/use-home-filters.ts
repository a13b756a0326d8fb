import { useCallback, useEffect, useMemo, useRef } from 'react';
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
      setSearch((current) => filtersToSearch(change(filtersFromSearch(current)), current), { replace: true }),
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

/**
 * Writes the settled search text into the address (?q=) without adding history entries. It runs only
 * when `q` changes, so it never races with the filter buttons' own address changes.
 */
export function useSearchInAddress(q: string): void {
  const [search, setSearch] = useSearchParams();
  const latest = useRef({ search, setSearch });
  latest.current = { search, setSearch };

  useEffect(() => {
    const { search: current, setSearch: write } = latest.current;
    if ((current.get('q') ?? '') === q) return;
    const next = new URLSearchParams(current);
    if (q) next.set('q', q);
    else next.delete('q');
    write(next, { replace: true });
  }, [q]);
}
