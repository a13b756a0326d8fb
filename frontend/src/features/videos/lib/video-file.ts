// The Upload tab's checks (SPEC 5 and 9): video files, MP4, MOV or AVI, at most 100MB. The server
// and S3 check the same again; these give the message before anything is sent.
import { isVideoFileType, MAX_VIDEO_BYTES, VIDEO_MESSAGES } from '@contracts/video-limits';

export const VIDEO_FILE_ACCEPT = 'video/mp4,video/quicktime,video/x-msvideo,video/avi,.mp4,.m4v,.mov,.avi';

/** Some systems leave the type empty or use a vendor name; the extension then decides. */
export function videoFileType(file: Pick<File, 'name' | 'type'>): string {
  const type = file.type.trim().toLowerCase();
  if (isVideoFileType(type))
    return type === 'video/avi' || type === 'video/msvideo' ? 'video/x-msvideo' : type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'mp4' || extension === 'm4v') return 'video/mp4';
  if (extension === 'mov' || extension === 'qt') return 'video/quicktime';
  if (extension === 'avi') return 'video/x-msvideo';
  return type;
}

/** The message for a file the Upload tab cannot take, or null when it is fine. */
export function videoFileProblem(file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file) return VIDEO_MESSAGES.file;
  if (!isVideoFileType(videoFileType(file)) || file.size <= 0) return VIDEO_MESSAGES.wrongType;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_MESSAGES.tooBig;
  return null;
}

/** Whole minutes for 'Duration', rounding a short clip up to 1. */
export function minutesOf(seconds: number): number | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.round(seconds / 60));
}

export const DURATION_MESSAGE = 'Duration must be a whole number of minutes';

/** Reads the Duration field: blank is none; otherwise a whole number of minutes from 1. */
export function parseDuration(text: string): { value: number | null; error: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { value: null, error: DURATION_MESSAGE };
  return { value: Number(trimmed), error: null };
}
