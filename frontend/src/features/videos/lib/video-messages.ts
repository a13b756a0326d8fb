// The English check messages (contracts/videos.ts, shared with the server, and video-file.ts) in the
// reader's language: the checks keep returning the spec's English, the screen shows it translated.
import { VIDEO_MESSAGES } from '@contracts/video-limits';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { DURATION_MESSAGE } from './video-file';

const TRANSLATED: Record<string, MessageDescriptor> = {
  [VIDEO_MESSAGES.title]: msg`Please enter a title`,
  [VIDEO_MESSAGES.url]: msg`Please enter a video URL`,
  [VIDEO_MESSAGES.invalidUrl]: msg`Please enter a valid video URL`,
  [VIDEO_MESSAGES.file]: msg`Please select a video file`,
  [VIDEO_MESSAGES.wrongType]: msg`Please upload a video file (MP4, MOV or AVI)`,
  [VIDEO_MESSAGES.tooBig]: msg`Video must be less than 100MB`,
  [DURATION_MESSAGE]: msg`Duration must be a whole number of minutes`,
};

/** A check's message as the reader reads it (an unknown one, e.g. the server's, as it came). */
export function videoMessage(text: string | undefined): string | undefined {
  const descriptor = text === undefined ? undefined : TRANSLATED[text];
  return descriptor ? i18n._(descriptor) : text;
}
