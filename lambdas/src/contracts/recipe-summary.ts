// What every list of recipes shows of one (a Home card, a finder match, a planned dish, a version's
// state): its own fields, written once; each view picks from them and adds its own.
import { schema } from './schema.js';
import * as z from './zod.js';

export const recipeSummary = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.nullable(z.string()),
    imageUrl: z.nullable(z.string()),
    prepTime: z.nullable(z.number()),
    cookTime: z.nullable(z.number()),
    servings: z.nullable(z.number()),
  }),
);
