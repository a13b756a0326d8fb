// What every list of recipes shows of one (a Home card, a finder match, a planned dish, a version's
// state): its own fields, written once; each view picks from them and adds its own.
import * as z from 'zod';
import { schema } from './schema.js';

export const recipeSummary = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    imageUrl: z.string().nullable(),
    prepTime: z.number().nullable(),
    cookTime: z.number().nullable(),
    servings: z.number().nullable(),
  }),
);
