// Shopping area: the caller's shopping list. Handlers only parse, call one use case and answer.
import { addItemRequest, addRecipesToListRequest, updateItemRequest } from '../../../contracts/shopping.js';
import { aisleCorrectionRepository } from '../../../data/entities/aisle-correction.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { shoppingListRepository } from '../../../data/entities/shopping-list.js';
import { systemClock } from '../../../domain/recipes/use-cases/repositories.js';
import {
  addItemToShoppingList,
  addRecipesToShoppingList,
  clearCheckedItems,
  deleteShoppingItem,
  type GrocerySite,
  getShoppingList,
  type ShoppingRepositories,
  updateShoppingItem,
} from '../../../domain/shopping/use-cases/shopping-list.js';
import { db } from '../../../shared/clients.js';
import { config } from '../../../shared/config.js';
import { defineRoute, httpApi, noContent } from '../../../shared/http.js';

const repos: ShoppingRepositories = {
  lists: shoppingListRepository(db),
  aisles: aisleCorrectionRepository(db),
  recipes: recipeRepository(db),
};

const grocery: GrocerySite = { name: config.GROCERY_SERVICE_NAME, url: config.GROCERY_SERVICE_URL };

const itemId = (params: Record<string, string>) => params.itemId ?? '';

export const shoppingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/shopping-list',
    handler: ({ caller }) => getShoppingList(repos, caller.userId, systemClock, grocery),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/shopping-list/recipes',
    body: addRecipesToListRequest,
    handler: ({ caller, body }) => addRecipesToShoppingList(repos, caller.userId, body, systemClock, grocery),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/shopping-list/items',
    body: addItemRequest,
    handler: ({ caller, body }) =>
      addItemToShoppingList(repos, caller.userId, body.text, systemClock, grocery),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/api/shopping-list/items/{itemId}',
    body: updateItemRequest,
    handler: ({ caller, params, body }) =>
      updateShoppingItem(repos, caller.userId, itemId(params), body, systemClock),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/shopping-list/items/{itemId}',
    handler: async ({ caller, params }) => {
      await deleteShoppingItem(repos, caller.userId, itemId(params));
      return noContent();
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/shopping-list/clear-checked',
    handler: ({ caller }) => clearCheckedItems(repos, caller.userId, systemClock, grocery),
  }),
];

export const handler = httpApi(shoppingRoutes);
