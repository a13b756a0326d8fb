// Recipes area routes: Home, the recipe page and its owner actions, ratings, favorites, copies,
// categories.
import {
  addRecipesRequest,
  homeQuery,
  rateRecipeRequest,
  saveNotesRequest,
  saveVideoLinkRequest,
  setVisibilityRequest,
  updateRecipeRequest,
} from '../../../contracts/recipes.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const recipesManifest = defineManifest({
  listHome: {
    method: 'GET',
    path: '/api/recipes',
    auth: 'user',
    query: homeQuery,
    doc: "Home: the caller's recipes (or those shared with them), filtered, a page at a time",
  },
  addRecipes: {
    method: 'POST',
    path: '/api/recipes',
    auth: 'user',
    body: addRecipesRequest,
    doc: 'Adds recipes to the collection (the free tier has an allowance)',
  },
  getRecipe: {
    method: 'GET',
    path: '/api/recipes/{id}',
    auth: 'user',
    doc: "One recipe with the caller's own notes, rating and favourite mark",
  },
  updateRecipe: {
    method: 'PATCH',
    path: '/api/recipes/{id}',
    auth: 'user',
    body: updateRecipeRequest,
    doc: 'Edits a recipe (its owner only)',
  },
  deleteRecipe: {
    method: 'DELETE',
    path: '/api/recipes/{id}',
    auth: 'user',
    doc: 'Deletes a recipe and its comments (its owner only)',
  },
  saveNotes: {
    method: 'PUT',
    path: '/api/recipes/{id}/notes',
    auth: 'user',
    body: saveNotesRequest,
    doc: "Saves the owner's notes on a recipe",
  },
  saveVideoLink: {
    method: 'PUT',
    path: '/api/recipes/{id}/video-link',
    auth: 'user',
    body: saveVideoLinkRequest,
    doc: "Sets or clears a recipe's video link",
  },
  setVisibility: {
    method: 'PUT',
    path: '/api/recipes/{id}/visibility',
    auth: 'user',
    body: setVisibilityRequest,
    doc: 'Makes a recipe public or private',
  },
  rateRecipe: {
    method: 'PUT',
    path: '/api/recipes/{id}/rating',
    auth: 'user',
    body: rateRecipeRequest,
    doc: "Sets the caller's rating of a recipe",
  },
  addFavorite: {
    method: 'PUT',
    path: '/api/recipes/{id}/favorite',
    auth: 'user',
    doc: 'Marks a recipe as a favourite of the caller',
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/api/recipes/{id}/favorite',
    auth: 'user',
    doc: "Removes the caller's favourite mark",
  },
  copyRecipe: {
    method: 'POST',
    path: '/api/recipes/{id}/copy',
    auth: 'user',
    doc: "Saves a copy of someone else's recipe to the caller's collection",
  },
  listCategoryTree: {
    method: 'GET',
    path: '/api/categories',
    auth: 'user',
    doc: 'The category tree',
  },
});
