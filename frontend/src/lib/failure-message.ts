import { ApiError } from './api-client';

/**
 * What a form says under its fields when its save failed: the server's own words when it answered
 * (SPEC 8: a refusal says why), else `ours` (the request never got an answer).
 */
export const failureMessage = (failure: unknown, ours: string): string =>
  failure instanceof ApiError ? failure.message : ours;
