// Reading a saved recipe's imported lines again (issue 36): what the recipe page offers its owner, and
// what taking some of the offers sends. An offer is a line still as it was imported that today's reader
// reads otherwise (domain/import/reread.ts); it is named by its field and its line's index.

import { wholeNumber } from './fields.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export const REREAD_FIELDS = ['ingredients', 'instructions'] as const;
export type RereadField = (typeof REREAD_FIELDS)[number];

/** One line today's reader reads otherwise: the line as saved, and as it would be read now. */
export interface RereadOffer {
  field: RereadField;
  line: number;
  saved: string;
  reread: string;
}

/** GET /api/recipes/{id}/reread: the offers, and the recipe's version they were worked out on. */
export interface RereadOffers {
  version: number;
  offers: RereadOffer[];
}

export const MAX_REREAD_TAKEN = 400;
const CHOOSE = 'Choose the lines to take, each by its field and line';

/** POST /api/recipes/{id}/reread: the offers taken, on the version the cook was shown. */
export const applyRereadRequest = /* @__PURE__ */ schema(() =>
  z.object({
    version: wholeNumber('Say which version of the recipe you looked at', 0),
    take: z
      .array(
        z.object({
          field: z.enum(REREAD_FIELDS, { error: CHOOSE }),
          line: wholeNumber(CHOOSE, 0),
        }),
        { error: CHOOSE },
      )
      .check(
        z.minLength(1, 'Choose at least one line to take'),
        z.maxLength(MAX_REREAD_TAKEN, `At most ${MAX_REREAD_TAKEN} lines at once`),
      ),
  }),
);
export type ApplyRereadRequest = z.infer<typeof applyRereadRequest>;
