// The field rules that request contracts repeat: a required line of text and a whole number, each
// with the one message a person reads when it is missing or wrong. Plain functions, called inside a
// contract's `schema(() => ...)`, so what a bundle drops is unchanged (schema.ts).
import * as z from 'zod';

/**
 * Required text: trimmed; `message` when it is missing, not text or blank, `tooLongMessage` (zod's own
 * message when not given) past `max` characters.
 */
export function requiredText(message: string, max: number, tooLongMessage?: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage);
}

/**
 * A whole number of at least `min` (and at most `max` when given): `message` when it is missing, not a
 * whole number or too small; `tooBigMessage` (else `message`) past `max`.
 */
export function wholeNumber(message: string, min: number, max?: number, tooBigMessage: string = message) {
  const number = z.number({ error: message }).int(message).min(min, message);
  return max === undefined ? number : number.max(max, tooBigMessage);
}

/**
 * Optional text: blank, null or absent becomes null, else the text trimmed; `notTextMessage` when it
 * is not text, `tooLongMessage` past `max` characters (counted before trimming).
 */
export function blankAsNull(notTextMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: notTextMessage })
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));
}
