// Finder area routes: find recipes by the ingredients you have (or the pantry holds), suggestions, saving
// a suggestion.
import { finderRequest, saveSuggestionRequest } from '../../../contracts/finder.js';
import { safeForQuery } from '../../../contracts/recipes.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const finderManifest = defineManifest({
  searchCollection: {
    method: 'POST',
    path: '/api/finder/search',
    auth: 'user',
    body: finderRequest,
    doc: "The caller's recipes that use the ingredients given, best match first",
    // With "safe for everyone at home", up to MAX_SAFE_PAGES pages of 50 cards are read.
    budget: { requests: 4, items: 160 },
  },
  searchFromPantry: {
    method: 'GET',
    path: '/api/finder/pantry',
    auth: 'user',
    query: safeForQuery,
    doc: "Cook from what we have: the household's recipes ranked by its pantry (fewest missing, soonest date)",
    // The pantry is read whole (at most 500 foods), then the index and the best matches' cards (up to
    // MAX_SAFE_PAGES pages of 50 with "safe for everyone at home").
    budget: { requests: 5, items: 660 },
  },
  suggestRecipes: {
    method: 'POST',
    path: '/api/suggest-recipes',
    auth: 'user',
    body: finderRequest,
    doc: 'Recipe ideas for the ingredients given, safe for the household and ranked by its pantry',
    // The quota, the community's newest 200, the household (its members' needs) and the pantry.
    budget: { requests: 4, items: 730 },
  },
  saveSuggestion: {
    method: 'POST',
    path: '/api/suggest-recipes/save',
    auth: 'user',
    body: saveSuggestionRequest,
    doc: "Saves a suggestion as one of the caller's recipes",
    budget: { requests: 3 },
  },
});
