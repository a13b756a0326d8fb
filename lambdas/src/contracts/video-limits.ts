// What a video may be, as plain values without zod, so the video screens open without loading the
// schemas (issue 35): the sizes and types of an upload, the page size, and the messages that refuse
// one. The videos' contract (videos.ts) builds its rules from them and hands them on to the handlers.

export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
/** The poster frame taken in the browser: a JPEG of at most 2MB. */
export const MAX_POSTER_BYTES = 2 * 1024 * 1024;
/** S3's smallest part is 5MB; larger files go up in parts of this size, a few at a time. */
export const VIDEO_PART_BYTES = 8 * 1024 * 1024;
export const VIDEO_PAGE_SIZE = 24;
export const MAX_VIDEO_DURATION_MINUTES = 24 * 60;

/** Accepted upload types and the extension they are stored with. */
export const VIDEO_FILE_TYPES = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/avi': 'avi',
  'video/msvideo': 'avi',
} as const;
export type VideoFileType = keyof typeof VIDEO_FILE_TYPES;

export const isVideoFileType = (value: string): value is VideoFileType =>
  Object.hasOwn(VIDEO_FILE_TYPES, value.toLowerCase());

export const VIDEO_MESSAGES = {
  title: 'Please enter a title',
  url: 'Please enter a video URL',
  invalidUrl: 'Please enter a valid video URL',
  file: 'Please select a video file',
  wrongType: 'Please upload a video file (MP4, MOV or AVI)',
  tooBig: 'Video must be less than 100MB',
} as const;
