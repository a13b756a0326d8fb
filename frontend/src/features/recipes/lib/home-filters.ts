// Home's filters are mutually exclusive (SPEC 4; issue 15 adds Mine: only my own recipes, not the
// household's): Favorites/5 Stars, Recipes To Try and shared-only each
// clear the others and the category; choosing a category clears the toggles, except that in favorites
// mode the category bar narrows the favorites ('Filter favorites by'). "All Recipes" clears everything.
export type HomeMode = 'all' | 'mine' | 'favorites' | 'to-try' | 'shared';
export type HomeFilters = { mode: HomeMode; category: string | null };
export type HomeToggle = Exclude<HomeMode, 'all'>;

export const noFilters: HomeFilters = { mode: 'all', category: null };

/** Turns a toggle on (clearing everything else) or, when it is already on, off. */
export function toggleMode(current: HomeFilters, toggle: HomeToggle): HomeFilters {
  return current.mode === toggle ? noFilters : { mode: toggle, category: null };
}

/** Chooses a category, or clears it when it is already chosen. */
export function chooseCategory(current: HomeFilters, categoryId: string): HomeFilters {
  const mode = current.mode === 'favorites' || current.mode === 'mine' ? current.mode : 'all';
  return { mode, category: current.category === categoryId ? null : categoryId };
}

const modes: readonly HomeMode[] = ['all', 'mine', 'favorites', 'to-try', 'shared'];

/** Reads the filters from the address (?filter=favorites&category=dinner), ignoring anything unknown. */
export function filtersFromSearch(search: URLSearchParams): HomeFilters {
  const filter = search.get('filter');
  const mode = modes.find((known) => known === filter) ?? 'all';
  const category = search.get('category')?.trim() || null;
  if (mode === 'to-try' || mode === 'shared') return { mode, category: null };
  return { mode, category };
}

/** Writes the filters into the address, keeping unrelated parameters (such as the search). */
export function filtersToSearch(filters: HomeFilters, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  if (filters.mode === 'all') next.delete('filter');
  else next.set('filter', filters.mode);
  if (filters.category) next.set('category', filters.category);
  else next.delete('category');
  return next;
}
