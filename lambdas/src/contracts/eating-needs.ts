// The schemas of who eats what (issue 38); the vocabularies are in allergens.ts.
import { ALLERGENS, DIETS } from './allergens.js';
import { schema } from './schema.js';
import * as z from './zod.js';

/** Allergens chosen from the list (no more than the list holds). */
export const allergenChoices = /* @__PURE__ */ schema(() =>
  z
    .array(z.enum(ALLERGENS, { message: 'Choose allergies from the list.' }))
    .check(z.maxLength(ALLERGENS.length)),
);

/** Diets chosen from the list (no more than the list holds). */
export const dietChoices = /* @__PURE__ */ schema(() =>
  z.array(z.enum(DIETS, { message: 'Choose diets from the list.' })).check(z.maxLength(DIETS.length)),
);

export const eatingNeedsSchema = /* @__PURE__ */ schema(() =>
  z.strictObject({ allergies: allergenChoices, diets: dietChoices }),
);
