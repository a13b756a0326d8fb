// The field rules that request contracts repeat: a required line of text and a whole number, each
// with the one message a person reads when it is missing or wrong. Plain functions, called inside a
// contract's `schema(() => ...)`, so what a bundle drops is unchanged (schema.ts).
import * as z from './zod.js';

/**
 * Required text: trimmed; `message` when it is missing, not text or blank, `tooLongMessage` (zod's own
 * message when not given) past `max` characters.
 */
export function requiredText(message: string, max: number, tooLongMessage?: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLongMessage));
}

/**
 * A whole number of at least `min` (and at most `max` when given): `message` when it is missing, not a
 * whole number or too small; `tooBigMessage` (else `message`) past `max`.
 */
export function wholeNumber(message: string, min: number, max?: number, tooBigMessage: string = message) {
  const checks = [z.int(message), z.gte(min, message)];
  return z
    .number({ error: message })
    .check(...(max === undefined ? checks : [...checks, z.lte(max, tooBigMessage)]));
}

/**
 * Optional text: blank, null or absent becomes null, else the text trimmed; `notTextMessage` when it
 * is not text, `tooLongMessage` past `max` characters (counted before trimming).
 */
export function blankAsNull(notTextMessage: string, max: number, tooLongMessage: string) {
  return z.pipe(
    z.nullish(z.string({ error: notTextMessage }).check(z.maxLength(max, tooLongMessage))),
    z.transform((value: string | null | undefined) => (value?.trim() ? value.trim() : null)),
  );
}

/**
 * A file's content type ("image/png"): trimmed and lower-cased, then `message` unless `isType` lets it
 * through (after `spelledAs`, which gives an alias its usual spelling: "image/jpg" → "image/jpeg").
 * Typed as the types it lets through, as the standard edition's refine typed it (zod/mini's does not
 * narrow).
 */
export function fileType<T extends string>(
  message: string,
  isType: (value: string) => value is T,
  spelledAs?: (value: string) => string,
): z.ZodMiniType<T, string> {
  const read = z.string({ error: message }).check(z.trim(), z.toLowerCase());
  const checked = spelledAs
    ? z.pipe(read, z.transform(spelledAs)).check(z.refine(isType, message))
    : read.check(z.refine(isType, message));
  return checked as z.ZodMiniType<unknown, unknown> as z.ZodMiniType<T, string>;
}
