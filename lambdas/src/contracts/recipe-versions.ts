// A recipe's versions (issue 39): what a version holds, and the history routes' answers.
// A version keeps its change, not a copy: the text fields (description, ingredients, steps) as line
// operations (keep n lines, remove these, add these), the other fields as from/to. The first version of
// a history, and every CHECKPOINT_EVERY-th after it, also keeps the whole content (`state`), so any
// version is rebuilt from at most CHECKPOINT_EVERY items read in one Query.
import { requiredText, wholeNumber } from './fields.js';
import { pageOf } from './page.js';
import { recipeSummary } from './recipe-summary.js';
import { schema } from './schema.js';
import { VERSIONED_TEXT_FIELDS, VERSIONED_VALUE_FIELDS } from './version-fields.js';
import * as z from './zod.js';

export {
  snapshotOf,
  VERSIONED_TEXT_FIELDS,
  VERSIONED_VALUE_FIELDS,
  type VersionedField,
  type VersionedTextField,
  type VersionedValueField,
} from './version-fields.js';

/** A whole snapshot every this many versions (versions 1, 21, 41, …). */
export const CHECKPOINT_EVERY = 20;
export const VERSIONS_PAGE_SIZE = 20;

export const isCheckpoint = (revision: number) => (revision - 1) % CHECKPOINT_EVERY === 0;
/** The checkpoint a version is rebuilt from. */
export const checkpointOf = (revision: number) => revision - ((revision - 1) % CHECKPOINT_EVERY);

/** How a version came to be. 'before-history': the recipe as it was when its history began. */
export const VERSION_ORIGINS = [
  'created',
  'imported',
  'copied',
  'edited',
  'restored',
  'before-history',
  'variant',
  'from-original',
] as const;
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];

export const versionState = /* @__PURE__ */ schema(() =>
  z.extend(z.omit(recipeSummary, { id: true }), {
    ingredients: z.nullable(z.string()),
    instructions: z.nullable(z.string()),
    sourceUrl: z.nullable(z.string()),
    videoUrl: z.nullable(z.string()),
  }),
);
export type VersionState = z.infer<typeof versionState>;

export const lineOp = /* @__PURE__ */ schema(() =>
  z.union([
    z.object({ keep: z.number() }),
    z.object({ remove: z.array(z.string()) }),
    z.object({ add: z.array(z.string()) }),
  ]),
);
export type LineOp = z.infer<typeof lineOp>;

export const fieldChange = /* @__PURE__ */ schema(() =>
  z.union([
    z.object({ field: z.enum(VERSIONED_TEXT_FIELDS), lines: z.array(lineOp) }),
    z.object({
      field: z.enum(VERSIONED_VALUE_FIELDS),
      from: z.nullable(z.union([z.string(), z.number()])),
      to: z.nullable(z.union([z.string(), z.number()])),
    }),
  ]),
);
export type FieldChange = z.infer<typeof fieldChange>;

export const versionSummary = /* @__PURE__ */ schema(() =>
  z.object({
    revision: z.number(),
    at: z.string(),
    /** Who saved it (a user id) and whether that is the caller. */
    by: z.string(),
    byYou: z.boolean(),
    origin: z.enum(VERSION_ORIGINS),
    /** For a restore: the version it brought back. */
    restoredFrom: z.nullable(z.number()),
    /** What changed from the version before; null for the first version of a history. */
    changes: z.nullable(z.array(fieldChange)),
  }),
);
export type VersionSummary = z.infer<typeof versionSummary>;

export const versionsPage = /* @__PURE__ */ schema(() => pageOf(versionSummary));
export type VersionsPage = z.infer<typeof versionsPage>;

export const versionDetail = /* @__PURE__ */ schema(() =>
  z.object({
    revision: z.number(),
    at: z.string(),
    by: z.string(),
    origin: z.enum(VERSION_ORIGINS),
    state: versionState,
  }),
);
export type VersionDetail = z.infer<typeof versionDetail>;

export const versionsQuery = /* @__PURE__ */ schema(() =>
  z.object({ cursor: z.optional(z.string().check(z.maxLength(8192, 'The page cursor is not valid'))) }),
);

/** A version number in a path: a whole number from 1. */
export const revisionParam = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/** "Make my version" (issue 39): a linked variant of a household recipe, with its own history. */
export const makeVariantRequest = /* @__PURE__ */ schema(() =>
  z.object({
    title: requiredText('Give your version a title', 200, 'The title can be at most 200 characters'),
  }),
);
export type MakeVariantRequest = z.infer<typeof makeVariantRequest>;

/** Another recipe a recipe names (its original, a variant of it), by its id and title. */
export const variantRef = /* @__PURE__ */ schema(() => z.object({ recipeId: z.string(), title: z.string() }));
/** The variants made from a recipe (its family), as its page lists them. */
export type VariantRef = z.infer<typeof variantRef>;

/** Where a variant came from: the recipe and the version it was made from. */
export const variantOf = /* @__PURE__ */ schema(() =>
  z.extend(variantRef, { revision: z.nullable(z.number()) }),
);
export type VariantOf = z.infer<typeof variantOf>;

/**
 * One change of the original a variant may take in (issue 39): a run of lines of a text field (a line
 * changed is one change of its own), or a single value. `fits` says whether it can be taken into the
 * variant as it is now: false where the variant changed those very lines itself.
 */
export const offeredChange = /* @__PURE__ */ schema(() =>
  z.union([
    z.object({
      id: z.string(),
      field: z.enum(VERSIONED_TEXT_FIELDS),
      remove: z.array(z.string()),
      add: z.array(z.string()),
      fits: z.boolean(),
    }),
    z.object({
      id: z.string(),
      field: z.enum(VERSIONED_VALUE_FIELDS),
      from: z.nullable(z.union([z.string(), z.number()])),
      to: z.nullable(z.union([z.string(), z.number()])),
      fits: z.boolean(),
    }),
  ]),
);
export type OfferedChange = z.infer<typeof offeredChange>;

/** GET /api/recipes/{id}/original-changes: what the original changed since the variant's version of it. */
export const originalChanges = /* @__PURE__ */ schema(() =>
  z.object({
    original: variantRef,
    /** The original's version the variant has (made from, or last took changes from), and its newest. */
    from: z.nullable(z.number()),
    to: z.number(),
    /** The variant's edit version: send it back, so a change made meanwhile is never overwritten. */
    version: z.number(),
    changes: z.array(offeredChange),
  }),
);
export type OriginalChanges = z.infer<typeof originalChanges>;

export const MAX_TAKEN_CHANGES = 500;

/** POST /api/recipes/{id}/original-changes: the changes taken (by id); the rest are left. */
export const takeOriginalChangesRequest = /* @__PURE__ */ schema(() =>
  z.object({
    version: wholeNumber('Say which version of your recipe you changed', 0),
    to: wholeNumber('Say which version of the original you took changes from', 1),
    take: z
      .array(z.string().check(z.maxLength(100)), { error: 'Choose the changes to take' })
      .check(z.maxLength(MAX_TAKEN_CHANGES, `At most ${MAX_TAKEN_CHANGES} changes at once`)),
  }),
);
export type TakeOriginalChangesRequest = z.infer<typeof takeOriginalChangesRequest>;
