// Shopping area: the caller's shopping list and the household's pantry. Handlers only parse, call one use case and answer.
import { aisleCorrectionRepository } from '../../../data/entities/aisle-correction.js';
import { pantryRepository } from '../../../data/entities/pantry.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { shoppingListRepository } from '../../../data/entities/shopping-list.js';
import {
  addPantryItem,
  deletePantryItem,
  getPantry,
  type PantryRepositories,
  updatePantryItem,
  usePantry,
} from '../../../domain/pantry/pantry.js';
import { systemClock } from '../../../domain/recipes/use-cases/repositories.js';
import {
  addItemToShoppingList,
  addRecipesToShoppingList,
} from '../../../domain/shopping/use-cases/add-to-list.js';
import {
  clearCheckedItems,
  deleteShoppingItem,
  type GrocerySite,
  getShoppingList,
  type ShoppingRepositories,
  updateShoppingItem,
} from '../../../domain/shopping/use-cases/shopping-list.js';
import { db } from '../../../shared/clients.js';
import { config } from '../../../shared/config.js';
import { bindRoutes, httpApi, noContent } from '../../shared/http.js';
import { shoppingManifest } from './manifest.js';

const repos: ShoppingRepositories = {
  lists: shoppingListRepository(db),
  aisles: aisleCorrectionRepository(db),
  recipes: recipeRepository(db),
};

const pantryRepos: PantryRepositories = { pantry: pantryRepository(db), recipes: repos.recipes };

const grocery: GrocerySite = { name: config.GROCERY_SERVICE_NAME, url: config.GROCERY_SERVICE_URL };

const itemId = (params: Record<string, string>) => params.itemId ?? '';

export const handler = httpApi(
  bindRoutes(shoppingManifest, {
    getShoppingList: ({ caller }) => getShoppingList(repos, caller.householdId, systemClock, grocery),
    addRecipesToShoppingList: ({ caller, body }) =>
      addRecipesToShoppingList(repos, caller, body, systemClock, grocery),
    addItemToShoppingList: ({ caller, body }) =>
      addItemToShoppingList(repos, caller, body, systemClock, grocery),
    updateShoppingItem: ({ caller, params, body }) =>
      updateShoppingItem(repos, caller.householdId, itemId(params), body, systemClock),
    deleteShoppingItem: async ({ caller, params }) => {
      await deleteShoppingItem(repos, caller.householdId, itemId(params));
      return noContent();
    },
    clearCheckedItems: ({ caller }) => clearCheckedItems(repos, caller.householdId, systemClock, grocery),
    getPantry: ({ caller }) => getPantry(pantryRepos, caller.householdId),
    addPantryItem: ({ caller, body }) => addPantryItem(pantryRepos, caller, body, systemClock),
    updatePantryItem: ({ caller, params, body }) =>
      updatePantryItem(pantryRepos, caller.householdId, itemId(params), body, systemClock),
    deletePantryItem: async ({ caller, params }) => {
      await deletePantryItem(pantryRepos, caller.householdId, itemId(params));
      return noContent();
    },
    usePantry: ({ caller, body }) => usePantry(pantryRepos, caller, body, systemClock),
  }),
);
