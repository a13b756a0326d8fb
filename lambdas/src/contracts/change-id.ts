// A change's name, given by the cook's device to an addition (to the list or the pantry) or a use of the
// pantry, so the same change sent twice (kept offline, on its way when the page closed) counts once
// (data/entities/change-mark.ts). Optional: a client that names none is answered as before.
import { schema } from './schema.js';
import * as z from './zod.js';

export const changeIdSchema = /* @__PURE__ */ schema(() =>
  z.optional(
    z
      .string({ error: 'The change id must be text' })
      .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'The change id must be 8 to 64 letters, digits, - or _')),
  ),
);
