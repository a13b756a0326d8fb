// API contracts of the pantry (issue 38): what the household has, by food, with an optional amount, a
// place and a best-before date. Shared by the handlers and the frontend (the pantry screen, the shopping
// list's "put it in the pantry" and Cook Mode's "take it out").

import { changeIdSchema } from './change-id.js';
import { requiredText } from './fields.js';
import { householdLineStamps } from './household-line.js';
import {
  MAX_PANTRY_FOOD_LENGTH,
  MAX_PANTRY_UNIT_LENGTH,
  PANTRY_PLACES,
  type PantryPlace,
} from './pantry-places.js';
import { recipeSelection } from './recipe-selection.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export {
  MAX_PANTRY_FOOD_LENGTH,
  MAX_PANTRY_UNIT_LENGTH,
  PANTRY_PLACES,
  type PantryPlace,
} from './pantry-places.js';

/** What a household may keep (one Query reads them all, well inside a page of 1 MB). */
export const MAX_PANTRY_ITEMS = 500;
export const MAX_PANTRY_AMOUNT = 100_000;
export const MIN_PANTRY_AMOUNT = 0.001;
/** Recipes whose ingredients one "take out" reads. */
export const MAX_RECIPES_PER_USE = 20;
/** Whole, so the frontend's translation table (lib/i18n/server-messages) finds it as sent. */
const TOO_MANY_RECIPES_MESSAGE = `Use at most ${MAX_RECIPES_PER_USE} recipes at once`;

const food = /* @__PURE__ */ schema(() =>
  requiredText(
    'Please enter a food',
    MAX_PANTRY_FOOD_LENGTH,
    `A food is at most ${MAX_PANTRY_FOOD_LENGTH} characters`,
  ).check(z.refine((text) => /\p{L}/u.test(text), 'Please enter a food')),
);

const amount = /* @__PURE__ */ schema(() =>
  z.nullable(
    z.number({ error: 'The amount must be a number' }).check(
      z.positive('The amount must be more than 0'),
      // Amounts are kept to a thousandth (DynamoDB's numbers end at 1e-130; no kitchen measures less).
      z.gte(MIN_PANTRY_AMOUNT, `The amount must be at least ${MIN_PANTRY_AMOUNT}`),
      z.lte(MAX_PANTRY_AMOUNT, `The amount is at most ${MAX_PANTRY_AMOUNT}`),
    ),
  ),
);

const unit = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.nullable(
      z
        .string({ error: 'The unit must be text' })
        .check(
          z.trim(),
          z.maxLength(MAX_PANTRY_UNIT_LENGTH, `A unit is at most ${MAX_PANTRY_UNIT_LENGTH} characters`),
        ),
    ),
    z.transform((value: string | null) => (value === '' || value === null ? null : value)),
  ),
);

export const pantryPlaceSchema = /* @__PURE__ */ schema(() =>
  z.enum(PANTRY_PLACES, { error: 'Please choose the fridge, the freezer or the cupboard' }),
);

/** A calendar day, YYYY-MM-DD, that exists. */
const bestBefore = /* @__PURE__ */ schema(() =>
  z.nullable(
    z.string({ error: 'The best-before date must be a date' }).check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'The best-before date must be a date (YYYY-MM-DD)'),
      z.refine((day) => {
        const date = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
      }, 'The best-before date must be a date (YYYY-MM-DD)'),
    ),
  ),
);

/**
 * A food to keep. `food` may carry its amount ("6 eggs", "500 g flour") when `amount` is not given:
 * the server reads it as the shopping list reads a line.
 */
export const addPantryItemRequest = /* @__PURE__ */ schema(() =>
  z.object({
    food,
    amount: z.optional(amount),
    unit: z.optional(unit),
    place: pantryPlaceSchema,
    bestBefore: z.optional(bestBefore),
    changeId: changeIdSchema,
  }),
);
export type AddPantryItemRequest = z.infer<typeof addPantryItemRequest>;
export type AddPantryItemInput = z.input<typeof addPantryItemRequest>;

export const updatePantryItemRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      food: z.optional(food),
      amount: z.optional(amount),
      unit: z.optional(unit),
      place: z.optional(pantryPlaceSchema),
      bestBefore: z.optional(bestBefore),
    })
    .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change')),
);
export type UpdatePantryItemRequest = z.infer<typeof updatePantryItemRequest>;
export type UpdatePantryItemInput = z.input<typeof updatePantryItemRequest>;

/** Cooking: the recipes' ingredients (scaled to the servings cooked) are taken out of the pantry. */
export const usePantryRequest = /* @__PURE__ */ schema(() =>
  z.object({
    recipes: recipeSelection(MAX_RECIPES_PER_USE, TOO_MANY_RECIPES_MESSAGE),
    changeId: changeIdSchema,
  }),
);
export type UsePantryRequest = z.infer<typeof usePantryRequest>;

export const pantryItemSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    /** The food as the household wrote it ("eggs", "plain flour"). */
    food: z.string(),
    /** The food as the finder and the shopping list match it ("egg", "flour"), or null. */
    matchKey: z.nullable(z.string()),
    amount: z.nullable(z.number()),
    unit: z.nullable(z.string()),
    /** The amount as a person reads it ("6", "500 g", "1 1/2 cups"), or null. */
    amountText: z.nullable(z.string()),
    place: pantryPlaceSchema,
    bestBefore: z.nullable(z.string()),
    ...householdLineStamps(),
  }),
);
export type PantryItem = z.infer<typeof pantryItemSchema>;

export const pantrySchema = /* @__PURE__ */ schema(() =>
  z.object({
    /** Soonest best-before first, then by food. */
    items: z.array(pantryItemSchema),
  }),
);
export type Pantry = z.infer<typeof pantrySchema>;

export const usePantryResponse = /* @__PURE__ */ schema(() =>
  z.extend(pantrySchema, {
    /** The foods taken out (or used up), as the pantry named them. */
    used: z.array(z.string()),
  }),
);
export type UsePantryResponse = z.infer<typeof usePantryResponse>;

/** A stored pantry item (data/entities/pantry.ts). Not an API shape: the API answers PantryItem. */
export interface PantryItemRecord {
  id: string;
  /** The pantry's key: the household's id (a household of one has its user's id). */
  householdId: string;
  food: string;
  /** The shopping list's merge key of the food (domain/ingredients/food-name.ts). */
  foodKey: string;
  amount: number | null;
  unit: string | null;
  place: PantryPlace;
  bestBefore: string | null;
  addedBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** Bumped by every write; a change worked out from a read is conditional on it. */
  version: number;
}
