// API contract of recipe import (POST /api/extract-recipe), shared by the handler and the frontend.
// Files (photos, PDFs) are first uploaded to S3 with a presigned POST (POST /api/uploads/recipe-file),
// then extracted by key; a web address is extracted directly. Messages carry SPEC.md's wording.

import { fileType, requiredText, wholeNumber } from './fields.js';
import { INTERFACE_LANGUAGES } from './languages.js';
import {
  isRecipeFileType,
  MAX_RECIPE_FILE_BYTES,
  MAX_RECIPE_PHOTO_BYTES,
  maxRecipeFileBytes,
} from './recipe-files.js';
import { schema } from './schema.js';
import { fileUpload, signedFileAddress } from './uploads.js';
import * as z from './zod.js';

export {
  isRecipeFileType,
  MAX_RECIPE_FILE_BYTES,
  RECIPE_FILE_TYPES,
  type RecipeFileType,
} from './recipe-files.js';

/** The chosen file's own name, kept with a long import so the cook knows it again (trimmed, at most 200). */
const documentFileName = () =>
  z.pipe(
    z.string({ error: 'The file name must be text' }),
    z.transform((name: string) =>
      name
        .replace(/\p{Cc}/gu, '')
        .trim()
        .slice(0, 200),
    ),
  );

export const extractRecipeRequest = /* @__PURE__ */ schema(() =>
  z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('url'),
        url: requiredText('Please enter a URL', 2048, 'That web address is too long').check(
          z.refine(
            (value) => /^https?:\/\/[^\s]+$/i.test(value),
            'Please enter a web address starting with http:// or https://',
          ),
        ),
      }),
      z.object({
        type: z.literal('image'),
        key: z
          .string({ error: 'Please select an image file' })
          .check(z.minLength(1, 'Please select an image file')),
        fileName: z.optional(documentFileName()),
      }),
      z.object({
        type: z.literal('pdf'),
        key: z
          .string({ error: 'Please select a PDF file' })
          .check(z.minLength(1, 'Please select a PDF file')),
        fileName: z.optional(documentFileName()),
      }),
    ],
    { error: 'Choose a web address, an image or a PDF to import' },
  ),
);
export type ExtractRecipeRequest = z.infer<typeof extractRecipeRequest>;

/**
 * A word in an imported recipe the photo's reader was unsure of: characters start..end of the title
 * (line 0), of ingredient line `line` or of step `line`.
 */
export const doubtfulWord = /* @__PURE__ */ schema(() =>
  z
    .object({
      field: z.enum(['title', 'ingredients', 'instructions']),
      line: z.number().check(z.int(), z.gte(0)),
      start: z.number().check(z.int(), z.gte(0)),
      end: z.number().check(z.int(), z.gte(1)),
    })
    .check(z.refine((d) => d.end > d.start, 'A doubtful word ends after it starts')),
);
export type DoubtfulWord = z.infer<typeof doubtfulWord>;

/**
 * How one imported line of a photo or scan was read (issue 36): the reader's own text, before any
 * correction (a later, better correction pass can read it again), and how sure the reader was of it
 * (0..100, its least sure word). `line` is the index of the ingredient or step.
 */
export const lineReading = /* @__PURE__ */ schema(() =>
  z.object({
    field: z.enum(['ingredients', 'instructions']),
    line: z.number().check(z.int(), z.gte(0)),
    read: z.string().check(z.maxLength(2000)),
    confidence: z.number().check(z.gte(0), z.lte(100)),
    /** A web page's own text (kept where the line was tidied); absent: a photo's or scan's reading. */
    source: z.optional(z.literal('page')),
  }),
);
export type LineReading = z.infer<typeof lineReading>;

/** SPEC 3 "Extracted recipe"; times in whole minutes, null where the source did not say. */
export const extractedRecipe = /* @__PURE__ */ schema(() =>
  z.object({
    title: z.string(),
    description: z.nullable(z.string()),
    ingredients: z.array(z.string()),
    instructions: z.array(z.string()),
    sourceUrl: z.nullable(z.string()),
    videoUrl: z.nullable(z.string()),
    imageUrl: z.nullable(z.string()),
    pdfUrl: z.nullable(z.string()),
    prepTime: z.nullable(z.number().check(z.int())),
    cookTime: z.nullable(z.number().check(z.int())),
    servings: z.nullable(z.number().check(z.int())),
    yields: z.nullable(z.string()),
    suggestedCategories: z.array(z.string()),
    /** Lines the reader was unsure of (OCR), kept as read so nothing is invented. */
    uncertainLines: z._default(z.array(z.string()), []),
    /**
     * The page gave no ingredient list or no steps the reader could trust: the lists hold the page's
     * main text for the cook to sort out (the review screen says so).
     */
    partial: z._default(z.boolean(), false),
    /** Words of a photo or scan the reader was unsure of, for the review screen to highlight. */
    doubtful: z.optional(z.array(doubtfulWord)),
    /** Each ingredient and step of a photo or scan as its reader read it, and how sure it was. */
    readings: z.optional(z.array(lineReading)),
    /**
     * The language the recipe is written in, when the import knows it (issue 37): the page's declared
     * language (JSON-LD inLanguage, `<html lang>`, og:locale) or the one the photo's reader chose. The
     * review form saves it with the recipe; absent, the recipe's language is detected from its ingredients.
     */
    language: z.optional(z.enum(INTERFACE_LANGUAGES)),
  }),
);
export type ExtractedRecipeResponse = z.infer<typeof extractedRecipe>;

// A long import (issue 33): a scanned PDF of several pages, or a photo too large to read within the
// request, is read by a job (the read-document-job workflow) rather than while the request waits. POST
// /api/extract-recipe then answers 202 with the job; the import screen shows its steps as they happen
// (pushed over the live socket, polled while it is down), and the cook may leave and come back: Home
// lists their recent long imports until they review or dismiss them.

/** The steps of a job, in order; each is recorded once, when it begins. */
export const DOCUMENT_IMPORT_STEPS = ['reading', 'finding', 'ready'] as const;
export type DocumentImportStep = (typeof DOCUMENT_IMPORT_STEPS)[number];

export const DOCUMENT_IMPORT_STATUSES = ['reading', 'done', 'failed'] as const;
export type DocumentImportStatus = (typeof DOCUMENT_IMPORT_STATUSES)[number];

export const documentImportView = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    type: z.enum(['image', 'pdf']),
    /** The file's name on the cook's device, as they chose it (for the list on Home). */
    fileName: z.nullable(z.string()),
    status: z.enum(DOCUMENT_IMPORT_STATUSES),
    /** Pages of a PDF, when known. */
    pages: z.nullable(z.number().check(z.int())),
    /** The steps begun so far, in order, each with when it began. */
    steps: z.array(z.object({ step: z.enum(DOCUMENT_IMPORT_STEPS), at: z.string() })),
    /** What was read, once done (a PDF's recipes link back to it). */
    recipes: z.array(extractedRecipe),
    /** Why it failed, in the words the import screen shows. */
    message: z.nullable(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type DocumentImportView = z.infer<typeof documentImportView>;

/** GET /api/document-imports: the caller's recent long imports, newest first. */
export const documentImportList = /* @__PURE__ */ schema(() =>
  z.object({ imports: z.array(documentImportView) }),
);
export type DocumentImportList = z.infer<typeof documentImportList>;

export const extractRecipeResponse = /* @__PURE__ */ schema(() =>
  z.object({
    recipes: z.array(extractedRecipe),
    /** Set when the user already has a recipe from this web address. */
    existingRecipeId: z._default(z.nullable(z.string()), null),
    /** Set (status 202, no recipes yet) when the file is read by a job: watch it. */
    job: z._default(z.nullable(documentImportView), null),
  }),
);
export type ExtractRecipeResponse = z.infer<typeof extractRecipeResponse>;

/** POST /api/uploads/recipe-file: the photo or PDF the browser is about to upload for import. */
export const recipeFileUploadRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      contentType: fileType('Please upload a JPEG, PNG or PDF file', isRecipeFileType, (value) =>
        value === 'image/jpg' || value === 'image/pjpeg' ? 'image/jpeg' : value,
      ),
      size: wholeNumber(
        'Please upload a JPEG, PNG or PDF file',
        1,
        MAX_RECIPE_FILE_BYTES,
        `The file must be less than ${MAX_RECIPE_FILE_BYTES / 1024 / 1024}MB`,
      ),
    })
    .check(
      z.refine(
        (request) =>
          !isRecipeFileType(request.contentType) || request.size <= maxRecipeFileBytes(request.contentType),
        {
          message: `The photo must be less than ${MAX_RECIPE_PHOTO_BYTES / 1024 / 1024}MB`,
          path: ['size'],
        },
      ),
    ),
);
export type RecipeFileUploadRequest = z.infer<typeof recipeFileUploadRequest>;

/** A presigned POST: send `fields` then the file as multipart form data to `url`; then extract by `key`. */
export const recipeFileUploadResponse = fileUpload;
export type RecipeFileUploadResponse = z.infer<typeof recipeFileUploadResponse>;

/** GET /api/media/recipe-files/<uid>/<file>?redirect=false: where the owner may open the file for a while. */
export const recipeFileAddress = signedFileAddress;
export type RecipeFileAddress = z.infer<typeof recipeFileAddress>;
