import { describe, expect, it } from 'vitest';
import {
  chooseCategory,
  filtersFromSearch,
  filtersToSearch,
  type HomeFilters,
  noFilters,
  toggleMode,
} from './home-filters';

const dinnerFavorites: HomeFilters = { mode: 'favorites', category: 'dinner' };

describe('Home filters', () => {
  it('turning on Favorites clears the category and the other toggles', () => {
    expect(toggleMode({ mode: 'all', category: 'dinner' }, 'favorites')).toEqual({
      mode: 'favorites',
      category: null,
    });
    expect(toggleMode({ mode: 'to-try', category: null }, 'favorites').mode).toBe('favorites');
    expect(toggleMode({ mode: 'shared', category: null }, 'favorites').mode).toBe('favorites');
  });

  it('turning on To Try or shared-only clears favorites and the category', () => {
    expect(toggleMode(dinnerFavorites, 'to-try')).toEqual({ mode: 'to-try', category: null });
    expect(toggleMode(dinnerFavorites, 'shared')).toEqual({ mode: 'shared', category: null });
  });

  it('turning a toggle off again shows all recipes', () => {
    expect(toggleMode(dinnerFavorites, 'favorites')).toEqual(noFilters);
    expect(toggleMode({ mode: 'to-try', category: null }, 'to-try')).toEqual(noFilters);
  });

  it('choosing a category clears To Try and shared-only', () => {
    expect(chooseCategory({ mode: 'to-try', category: null }, 'lunch')).toEqual({
      mode: 'all',
      category: 'lunch',
    });
    expect(chooseCategory({ mode: 'shared', category: null }, 'lunch').mode).toBe('all');
  });

  it('in favorites mode a category narrows the favorites, and choosing it again clears it', () => {
    const narrowed = chooseCategory({ mode: 'favorites', category: null }, 'dinner');
    expect(narrowed).toEqual(dinnerFavorites);
    expect(chooseCategory(narrowed, 'dinner')).toEqual({ mode: 'favorites', category: null });
  });

  it('round-trips through the address and ignores unknown or contradictory values', () => {
    const search = filtersToSearch(dinnerFavorites, new URLSearchParams('q=soup'));
    expect(search.toString()).toBe('q=soup&filter=favorites&category=dinner');
    expect(filtersFromSearch(search)).toEqual(dinnerFavorites);
    expect(filtersFromSearch(new URLSearchParams('filter=everything'))).toEqual(noFilters);
    expect(filtersFromSearch(new URLSearchParams('filter=to-try&category=dinner'))).toEqual({
      mode: 'to-try',
      category: null,
    });
    expect(filtersToSearch(noFilters, search).toString()).toBe('q=soup');
  });
});
