// How the API hands out a place to upload to and an address to read a stored file from: presigned
// S3 requests, one shape for every kind of file (recipe images and files, cook photos, videos,
// collection imports).
import { schema } from './schema.js';
import * as z from './zod.js';

/** A presigned POST: send `fields` then the file as multipart form data to `url`. */
export const presignedPost = /* @__PURE__ */ schema(() =>
  z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
);
export type PresignedPost = z.infer<typeof presignedPost>;

/** The most bytes the upload may have, and when the addresses handed out stop working. */
export const uploadLimits = /* @__PURE__ */ schema(() => ({ maxBytes: z.number(), expiresAt: z.string() }));

/** A presigned POST for one file, stored under `key`. */
export const fileUpload = /* @__PURE__ */ schema(() =>
  z.extend(presignedPost, { key: z.string(), ...uploadLimits }),
);

/** A short-lived address of a stored file (the app asks for it with ?redirect=false). */
export const signedFileAddress = /* @__PURE__ */ schema(() =>
  z.object({ url: z.string(), expiresAt: z.string() }),
);
