// API contracts of the shopping area, shared by the handlers and the frontend (and by the meal-plan and
// dinner-party screens, which add recipes through POST /api/shopping-list/recipes).

import { AISLES, type Aisle } from './aisles.js';
import { changeIdSchema } from './change-id.js';
import { requiredText } from './fields.js';
import { householdLineStamps } from './household-line.js';
import type { Measure } from './measure.js';
import { recipeSelection } from './recipe-selection.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export const DEFAULT_LIST_NAME = 'My Shopping List';
/** Recipes one request may add (a week of meals fits). */
export const MAX_RECIPES_PER_ADD = 50;
/** Whole, so the frontend's translation table (lib/i18n/server-messages) finds it as sent. */
const TOO_MANY_RECIPES_MESSAGE = `Add at most ${MAX_RECIPES_PER_ADD} recipes at once`;
export const MAX_ITEM_LENGTH = 200;
export { MAX_SERVINGS } from './recipe-selection.js';

export const aisleSchema = /* @__PURE__ */ schema(() =>
  z.enum(AISLES, { error: 'Please choose an aisle from the list' }),
);

export const addRecipesToListRequest = /* @__PURE__ */ schema(() =>
  z.object({
    recipes: recipeSelection(MAX_RECIPES_PER_ADD, TOO_MANY_RECIPES_MESSAGE),
    changeId: changeIdSchema,
  }),
);
export type AddRecipesToListRequest = z.infer<typeof addRecipesToListRequest>;

const itemText = /* @__PURE__ */ schema(() =>
  requiredText('Please enter an item', MAX_ITEM_LENGTH, `Items are at most ${MAX_ITEM_LENGTH} characters`),
);

export const addItemRequest = /* @__PURE__ */ schema(() =>
  z.object({ text: itemText, changeId: changeIdSchema }),
);
export type AddItemRequest = z.infer<typeof addItemRequest>;

export const updateItemRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      checked: z.optional(z.boolean({ error: 'checked must be true or false' })),
      aisle: z.optional(aisleSchema),
      item: z.optional(itemText),
      quantity: z.pipe(
        z.optional(
          z.nullable(
            z
              .string({ error: 'Quantity must be text' })
              .check(z.trim(), z.maxLength(40, 'Quantity is at most 40 characters')),
          ),
        ),
        z.transform((value: string | null | undefined) => (value === '' ? null : value)),
      ),
    })
    .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change')),
);
export type UpdateItemRequest = z.infer<typeof updateItemRequest>;
/** What a client sends to change a line. */
export type UpdateItemChanges = z.input<typeof updateItemRequest>;

export const shoppingItemSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    /** SPEC: the leading quantity as written, or null. */
    quantity: z.nullable(z.string()),
    /** SPEC: the rest of the line ("cups flour"). */
    item: z.string(),
    /** The food the line is about ("flour"): what the grocery export lists. */
    food: z.string(),
    /** The food as the finder and the pantry match it ("egg"), or null (issue 38: "you have 6 eggs"). */
    matchKey: z.optional(z.nullable(z.string())),
    checked: z.boolean(),
    aisle: aisleSchema,
    aisleCorrected: z.boolean(),
    /** The first recipe the line came from (the spec's recipe_id), or null for a typed item. */
    recipeId: z.nullable(z.string()),
    recipes: z.array(z.object({ id: z.string(), title: z.string() })),
    ...householdLineStamps(),
  }),
);
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const shoppingListSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    /** Oldest first. */
    items: z.array(shoppingItemSchema),
    /** Unchecked lines. */
    toBuy: z.number(),
    /** Where 'Open in' sends the cook (configured on the server). */
    grocery: z.object({ name: z.string(), url: z.string() }),
  }),
);
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const clearCheckedResponse = /* @__PURE__ */ schema(() =>
  z.extend(shoppingListSchema, { cleared: z.number() }),
);

export interface RecipeRef {
  readonly id: string;
  readonly title: string;
}

/**
 * A stored shopping list line (see data/entities/shopping-list.ts for its keys). Not an API shape: the shopping
 * domain plans lines and the repository stores them, so the type sits below both (the data layer never imports
 * the domain); the API answers `ShoppingItem` above.
 */
export interface ShoppingItemRecord {
  id: string;
  /** The list's key: the household's id (one list per household; a household of one has its user's id). */
  householdId: string;
  /** The member who added the line; absent on lines older than households. */
  addedBy?: string | null;
  listId: string;
  quantity: string | null;
  item: string;
  food: string;
  foodKey: string;
  measure: Measure | null;
  units: string[];
  /** The recipes the line came from, oldest first; the first is the spec's recipe_id. */
  recipes: RecipeRef[];
  checked: boolean;
  aisle: Aisle;
  /** True when the aisle is the user's own choice rather than the built-in table's. */
  aisleCorrected: boolean;
  createdAt: string;
  updatedAt: string;
  /** Bumped by every write; joining a line is conditional on it. */
  version: number;
}
