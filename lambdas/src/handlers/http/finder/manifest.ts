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
    budget: { requests: 2, items: 60 },
  },
  searchFromPantry: {
    method: 'GET',
    path: '/api/finder/pantry',
    auth: 'user',
    query: safeForQuery,
    doc: "Cook from what we have: the household's recipes ranked by its pantry (fewest missing, soonest date)",
    // The pantry is read whole (at most 500 foods), then the index and the best matches' cards.
    budget: { requests: 3, items: 560 },
  },
  suggestRecipes: {
    method: 'POST',
    path: '/api/suggest-recipes',
    auth: 'user',
    body: finderRequest,
    doc: 'Recipe ideas for the ingredients given (a model, the library or the community)',
    budget: { requests: 2, items: 200 },
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
