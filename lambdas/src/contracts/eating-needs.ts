// The schemas of who eats what (issue 38); the vocabularies are in allergens.ts.
import * as z from 'zod';
import { ALLERGENS, DIETS } from './allergens.js';
import { schema } from './schema.js';

export const eatingNeedsSchema = /* @__PURE__ */ schema(() =>
  z
    .object({
      allergies: z
        .array(z.enum(ALLERGENS, { message: 'Choose allergies from the list.' }))
        .max(ALLERGENS.length),
      diets: z.array(z.enum(DIETS, { message: 'Choose diets from the list.' })).max(DIETS.length),
    })
    .strict(),
);
