// Shopping area routes: the caller's shopping list, and the household's pantry (issue 38): what is bought
// and what is had are one area, one Lambda.
import {
  addPantryItemRequest,
  updatePantryItemRequest,
  usePantryRequest,
} from '../../../contracts/pantry.js';
import { addItemRequest, addRecipesToListRequest, updateItemRequest } from '../../../contracts/shopping.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const shoppingManifest = defineManifest({
  getShoppingList: {
    method: 'GET',
    path: '/api/shopping-list',
    auth: 'user',
    doc: "The caller's shopping list, by aisle (made on first use)",
    budget: { requests: 1 },
  },
  addRecipesToShoppingList: {
    method: 'POST',
    path: '/api/shopping-list/recipes',
    auth: 'user',
    body: addRecipesToListRequest,
    doc: "Adds recipes' ingredients, merging the same food",
    budget: { requests: 4 },
  },
  addItemToShoppingList: {
    method: 'POST',
    path: '/api/shopping-list/items',
    auth: 'user',
    body: addItemRequest,
    doc: 'Adds one line typed by the cook',
    budget: { requests: 3 },
  },
  updateShoppingItem: {
    method: 'PATCH',
    path: '/api/shopping-list/items/{itemId}',
    auth: 'user',
    body: updateItemRequest,
    doc: 'Checks, renames or moves a line to another aisle',
    budget: { requests: 1 },
  },
  deleteShoppingItem: {
    method: 'DELETE',
    path: '/api/shopping-list/items/{itemId}',
    auth: 'user',
    doc: 'Removes a line',
    budget: { requests: 1 },
  },
  clearCheckedItems: {
    method: 'POST',
    path: '/api/shopping-list/clear-checked',
    auth: 'user',
    doc: 'Removes every checked line',
    budget: { requests: 3 },
  },
  getPantry: {
    method: 'GET',
    path: '/api/pantry',
    auth: 'user',
    doc: "The household's pantry, soonest best-before first",
    budget: { requests: 1 },
  },
  addPantryItem: {
    method: 'POST',
    path: '/api/pantry/items',
    auth: 'user',
    body: addPantryItemRequest,
    doc: 'Keeps a food (joined into the same food, place and date)',
    budget: { requests: 2 },
  },
  updatePantryItem: {
    method: 'PATCH',
    path: '/api/pantry/items/{itemId}',
    auth: 'user',
    body: updatePantryItemRequest,
    doc: "Changes a food's name, amount, place or best-before date",
    budget: { requests: 1 },
  },
  deletePantryItem: {
    method: 'DELETE',
    path: '/api/pantry/items/{itemId}',
    auth: 'user',
    doc: 'Removes a food from the pantry',
    budget: { requests: 1 },
  },
  usePantry: {
    method: 'POST',
    path: '/api/pantry/use',
    auth: 'user',
    body: usePantryRequest,
    doc: "Takes cooked recipes' ingredients out of the pantry",
    budget: { requests: 3 },
  },
});
