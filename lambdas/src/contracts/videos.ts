// API contracts of the videos area, shared by the handlers and the frontend (SPEC 3 video_tutorial,
// SPEC 5 video validation, SPEC 9: uploads of at most 100MB, MP4, MOV or AVI).
import { fileType, requiredText, wholeNumber } from './fields.js';
import { pageOf } from './page.js';
import { schema } from './schema.js';
import { type PresignedPost, presignedPost, uploadLimits } from './uploads.js';
import {
  isVideoFileType,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_DURATION_MINUTES,
  VIDEO_MESSAGES,
} from './video-limits.js';
import * as z from './zod.js';

export {
  isVideoFileType,
  MAX_POSTER_BYTES,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_DURATION_MINUTES,
  VIDEO_FILE_TYPES,
  VIDEO_MESSAGES,
  VIDEO_PAGE_SIZE,
  VIDEO_PART_BYTES,
  type VideoFileType,
} from './video-limits.js';

export const videoTypes = ['youtube', 'vimeo', 'other', 'upload'] as const;
export type VideoType = (typeof videoTypes)[number];

const title = /* @__PURE__ */ schema(() => requiredText(VIDEO_MESSAGES.title, 200, 'The title is too long'));

const description = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.nullish(z.string().check(z.maxLength(5000, 'The description is too long'))),
    z.transform((value: string | null | undefined) => (value?.trim() ? value.trim() : null)),
  ),
);

const durationMinutes = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.nullish(
      z
        .number({ error: 'Duration must be a whole number of minutes' })
        .check(
          z.int('Duration must be a whole number of minutes'),
          z.gte(1, 'Duration must be at least 1 minute'),
          z.lte(MAX_VIDEO_DURATION_MINUTES, 'Duration is too long'),
        ),
    ),
    z.transform((value: number | null | undefined) => value ?? null),
  ),
);

const videoLink = /* @__PURE__ */ schema(() =>
  requiredText(VIDEO_MESSAGES.url, 2000, VIDEO_MESSAGES.invalidUrl).check(
    z.refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, VIDEO_MESSAGES.invalidUrl),
  ),
);

const common = /* @__PURE__ */ schema(() => ({
  title,
  description,
  durationMinutes,
  isPublic: z._default(z.boolean(), false),
}));

/** POST /api/videos: a link (From URL tab) or a finished upload (Upload tab). */
export const createVideoRequest = /* @__PURE__ */ schema(() =>
  z.discriminatedUnion(
    'source',
    [
      z.object({ source: z.literal('url'), videoUrl: videoLink, ...common }),
      z.object({
        source: z.literal('upload'),
        /** The `uploadId` handed out by POST /api/uploads/video. */
        uploadId: z
          .string({ error: VIDEO_MESSAGES.file })
          .check(z.regex(/^[0-9A-Z]{26}$/, VIDEO_MESSAGES.file)),
        /** True when the browser uploaded a poster frame to the signed poster address. */
        hasPoster: z._default(z.boolean(), false),
        ...common,
      }),
    ],
    { error: 'Choose a video link or an uploaded file' },
  ),
);
export type CreateVideoRequest = z.input<typeof createVideoRequest>;

/** POST /api/uploads/video: what the browser is about to upload. */
export const videoUploadRequest = /* @__PURE__ */ schema(() =>
  z.object({
    contentType: fileType(VIDEO_MESSAGES.wrongType, isVideoFileType),
    size: wholeNumber(VIDEO_MESSAGES.file, 1, MAX_VIDEO_BYTES, VIDEO_MESSAGES.tooBig),
  }),
);
export type VideoUploadRequest = z.infer<typeof videoUploadRequest>;

export type { PresignedPost };

export const videoUploadResponse = /* @__PURE__ */ schema(() =>
  z.object({
    uploadId: z.string(),
    ...uploadLimits,
    /** Where the poster frame (image/jpeg, at most 2MB) goes. */
    poster: presignedPost,
    transfer: z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('post'), ...presignedPost.shape }),
      z.object({
        mode: z.literal('multipart'),
        /** S3's id of the multipart upload, sent back with the parts. */
        multipartId: z.string(),
        partSize: z.number(),
        parts: z.array(z.object({ partNumber: z.number(), url: z.string() })),
      }),
    ]),
  }),
);
export type VideoUploadResponse = z.infer<typeof videoUploadResponse>;

/** POST /api/uploads/video/complete: the parts of a multipart upload, in order, with their ETags. */
export const completeVideoUploadRequest = /* @__PURE__ */ schema(() =>
  z.object({
    uploadId: z.string().check(z.regex(/^[0-9A-Z]{26}$/, VIDEO_MESSAGES.file)),
    multipartId: z.string().check(z.minLength(1), z.maxLength(1024)),
    parts: z
      .array(
        z.object({
          partNumber: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
          etag: z.string().check(z.minLength(1), z.maxLength(200)),
        }),
      )
      .check(z.minLength(1, VIDEO_MESSAGES.file), z.maxLength(100)),
  }),
);
export type CompleteVideoUploadRequest = z.infer<typeof completeVideoUploadRequest>;

/** POST /api/uploads/video/abort: a cancelled upload. */
export const abortVideoUploadRequest = /* @__PURE__ */ schema(() =>
  z.object({
    uploadId: z.string().check(z.regex(/^[0-9A-Z]{26}$/, VIDEO_MESSAGES.file)),
    multipartId: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
  }),
);

/** A video as the library and the detail page show it. Uploads carry short-lived file addresses. */
export const videoView = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.nullable(z.string()),
    videoType: z.enum(videoTypes),
    /** The link as entered (null for uploads). */
    videoUrl: z.nullable(z.string()),
    /** What a player frame loads (YouTube, Vimeo, other pages); null when a native player plays it. */
    embedUrl: z.nullable(z.string()),
    /** What a native <video> plays: a signed address for uploads, or a direct file link. */
    playbackUrl: z.nullable(z.string()),
    posterUrl: z.nullable(z.string()),
    durationMinutes: z.nullable(z.number()),
    isPublic: z.boolean(),
    isOwner: z.boolean(),
    createdAt: z.string(),
  }),
);
export type VideoView = z.infer<typeof videoView>;

export const videoScopes = ['mine', 'community'] as const;
export type VideoScope = (typeof videoScopes)[number];

export const videoListQuery = /* @__PURE__ */ schema(() =>
  z.object({
    scope: z._default(z.enum(videoScopes, { error: 'Unknown video list' }), 'mine'),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
  }),
);

export const videoPage = /* @__PURE__ */ schema(() => pageOf(videoView, 'videos'));
export type VideoPage = z.infer<typeof videoPage>;

/** DELETE /api/videos/{id}: the video is gone from lists at once and may be restored until `undoUntil`. */
export const deletedVideo = /* @__PURE__ */ schema(() => z.object({ id: z.string(), undoUntil: z.string() }));
export type DeletedVideo = z.infer<typeof deletedVideo>;
