// API contracts of "Export everything" (issue 18): one zip of every recipe the person owns, as a job.

import { schema } from './schema.js';
import * as z from './zod.js';

/** Hours the finished zip can be downloaded (the link, the e-mail, the bucket's lifecycle rule). */
export const EXPORT_AVAILABLE_HOURS = 24;

/** POST /api/exports takes no options: it exports everything. */
export const startExportRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({}, { error: 'An export takes no options' }),
);

export const EXPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportJobView = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    status: z.enum(EXPORT_STATUSES),
    /** Recipes, photos and meal plans in the zip, once it is built. */
    recipes: z.number(),
    photos: z.number(),
    mealPlans: z.number(),
    /** Bytes of the zip, once it is built. */
    size: z.number(),
    message: z.nullable(z.string()),
    /** A link to the zip while it may be downloaded (24 hours after it was built). */
    download: z.nullable(z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() })),
    createdAt: z.string(),
    finishedAt: z.nullable(z.string()),
  }),
);
export type ExportJobView = z.infer<typeof exportJobView>;

/** GET /api/exports: the person's latest export, if any (the account page shows it). */
export const latestExportResponse = /* @__PURE__ */ schema(() =>
  z.object({ latest: z.nullable(exportJobView) }),
);
export type LatestExportResponse = z.infer<typeof latestExportResponse>;
