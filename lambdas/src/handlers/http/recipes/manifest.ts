// Recipes area routes: Home, the recipe page and its owner actions, ratings, favorites, copies,
// categories.

import { cookLogQuery, logCookRequest } from '../../../contracts/cook-log.js';
import {
  makeVariantRequest,
  takeOriginalChangesRequest,
  versionsQuery,
} from '../../../contracts/recipe-versions.js';
import { dietaryCorrectionRequest } from '../../../contracts/recipe-views.js';
import {
  addRecipesRequest,
  homeQuery,
  rateRecipeRequest,
  saveNotesRequest,
  saveVideoLinkRequest,
  setVisibilityRequest,
  updateRecipeRequest,
} from '../../../contracts/recipes.js';
import { applyRereadRequest } from '../../../contracts/reread.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const recipesManifest = defineManifest({
  listHome: {
    method: 'GET',
    path: '/api/recipes',
    auth: 'user',
    query: homeQuery,
    doc: "Home: the caller's recipes (or those shared with them), filtered, a page at a time",
    budget: { requests: 1, items: 48 },
  },
  addRecipes: {
    method: 'POST',
    path: '/api/recipes',
    auth: 'user',
    body: addRecipesRequest,
    doc: 'Adds recipes to the collection (the free tier has an allowance)',
    budget: { requests: 6 },
  },
  correctDietary: {
    method: 'PUT',
    path: '/api/recipes/{id}/dietary',
    auth: 'user',
    body: dietaryCorrectionRequest,
    doc: "Corrects what a recipe's allergen and diet badges say; kept with the recipe (owner)",
    // the recipe's one Query, then the conditional write of its classification.
    budget: { requests: 2 },
  },
  getRecipe: {
    method: 'GET',
    path: '/api/recipes/{id}',
    auth: 'user',
    doc: "One recipe with the caller's own notes, rating and favourite mark",
    budget: { requests: 2 },
  },
  updateRecipe: {
    method: 'PATCH',
    path: '/api/recipes/{id}',
    auth: 'user',
    body: updateRecipeRequest,
    doc: 'Edits a recipe (its owner only)',
    budget: { requests: 4 },
  },
  deleteRecipe: {
    method: 'DELETE',
    path: '/api/recipes/{id}',
    auth: 'user',
    doc: 'Deletes a recipe and its comments (its owner only)',
    // Its versions go with it (issue 39): one more batch delete; their keys come from META, unread.
    budget: { requests: 8 },
  },
  saveNotes: {
    method: 'PUT',
    path: '/api/recipes/{id}/notes',
    auth: 'user',
    body: saveNotesRequest,
    doc: "Saves the owner's notes on a recipe",
    budget: { requests: 1 },
  },
  saveVideoLink: {
    method: 'PUT',
    path: '/api/recipes/{id}/video-link',
    auth: 'user',
    body: saveVideoLinkRequest,
    doc: "Sets or clears a recipe's video link",
    budget: { requests: 1 },
  },
  setVisibility: {
    method: 'PUT',
    path: '/api/recipes/{id}/visibility',
    auth: 'user',
    body: setVisibilityRequest,
    doc: 'Makes a recipe public or private',
    budget: { requests: 6 },
  },
  rateRecipe: {
    method: 'PUT',
    path: '/api/recipes/{id}/rating',
    auth: 'user',
    body: rateRecipeRequest,
    doc: "Sets the caller's rating of a recipe",
    budget: { requests: 3 },
  },
  addFavorite: {
    method: 'PUT',
    path: '/api/recipes/{id}/favorite',
    auth: 'user',
    doc: 'Marks a recipe as a favourite of the caller',
    budget: { requests: 2 },
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/api/recipes/{id}/favorite',
    auth: 'user',
    doc: "Removes the caller's favourite mark",
    budget: { requests: 1 },
  },
  copyRecipe: {
    method: 'POST',
    path: '/api/recipes/{id}/copy',
    auth: 'user',
    doc: "Saves a copy of someone else's recipe to the caller's collection",
    budget: { requests: 5 },
  },
  listCategoryTree: {
    method: 'GET',
    path: '/api/categories',
    auth: 'user',
    doc: 'The category tree',
    budget: { requests: 1 },
  },
  // A recipe's versions (issue 39): the META read that decides who may see them, then one Query.
  listRecipeVersions: {
    method: 'GET',
    path: '/api/recipes/{id}/versions',
    auth: 'user',
    query: versionsQuery,
    doc: "A recipe's versions, newest first, each with what it changed (the recipe's household)",
    budget: { requests: 2, items: 21 },
  },
  getRecipeVersion: {
    method: 'GET',
    path: '/api/recipes/{id}/versions/{revision}',
    auth: 'user',
    doc: 'One version of a recipe, whole (rebuilt from its checkpoint: one Query of at most 20)',
    budget: { requests: 2, items: 21 },
  },
  restoreRecipeVersion: {
    method: 'POST',
    path: '/api/recipes/{id}/versions/{revision}/restore',
    auth: 'user',
    doc: 'Makes an older version the recipe again, as a new version (its owner only)',
    budget: { requests: 6 },
  },
  // The cook log (issue 39): an entry and the recipe's summary in one transaction; the timeline one Query.
  logCook: {
    method: 'POST',
    path: '/api/recipes/{id}/cooked',
    auth: 'user',
    body: logCookRequest,
    doc: "Logs that the caller's household cooked a recipe (date, who, for how many, rating, note)",
    budget: { requests: 2 },
  },
  cookTimeline: {
    method: 'GET',
    path: '/api/cook-log',
    auth: 'user',
    query: cookLogQuery,
    doc: "The caller's household's cook log, latest day first",
    budget: { requests: 1, items: 50 },
  },
  makeVariant: {
    method: 'POST',
    path: '/api/recipes/{id}/variant',
    auth: 'user',
    body: makeVariantRequest,
    doc: "Makes the caller's own linked version of a household recipe (issue 39)",
    budget: { requests: 6 },
  },
  // A variant takes in its original's later changes, line by line (issue 39).
  getOriginalChanges: {
    method: 'GET',
    path: '/api/recipes/{id}/original-changes',
    auth: 'user',
    doc: "What a variant's original changed since the variant's version of it, change by change (its owner)",
    // the variant, the original, and the original's two versions (one Query each)
    budget: { requests: 4, items: 42 },
  },
  takeOriginalChanges: {
    method: 'POST',
    path: '/api/recipes/{id}/original-changes',
    auth: 'user',
    body: takeOriginalChangesRequest,
    doc: "Takes the chosen changes of a variant's original into it, as a new version (its owner)",
    // the reads above, the variant with its links, the write, the viewer's state
    budget: { requests: 8 },
  },
  // Imported lines read again with today's rules (issue 36): the recipe's one Query (its readings are
  // beside it); taking some is that Query, then an edit on the version the cook was shown, costing what
  // PATCH /api/recipes/{id} costs (updateRecipe reads again, as it retries on a concurrent change).
  getRereadOffers: {
    method: 'GET',
    path: '/api/recipes/{id}/reread',
    auth: 'user',
    doc: "The recipe's imported lines that today's reader reads otherwise (its owner)",
    budget: { requests: 1 },
  },
  applyReread: {
    method: 'POST',
    path: '/api/recipes/{id}/reread',
    auth: 'user',
    body: applyRereadRequest,
    doc: 'Takes the chosen lines as read again into the recipe, as a new version (its owner)',
    budget: { requests: 5 },
  },
});
