// E-mail addresses as every contract takes them: one plain address, strictly checked here, so a
// malformed one is refused with 400 before it reaches Cognito (which throws on it) or SES.
import { schema } from './schema.js';
import * as z from './zod.js';

export const INVALID_EMAIL = 'Please enter a valid email address';

/** zod's address check (ASCII, no quotes, IP literals or display names), as Cognito and SES take one. */
const plainAddress = /* @__PURE__ */ schema(() => z.email());

/** One plain address within the SMTP limits: 254 in all, 64 before the @, 63 per domain label. */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254 || !plainAddress.safeParse(value).success) return false;
  const at = value.lastIndexOf('@');
  return (
    at <= 64 &&
    value
      .slice(at + 1)
      .split('.')
      .every((label) => label.length <= 63)
  );
}

/**
 * An address field: trimmed, lower-cased, a valid address (the spec's message otherwise);
 * `missingMessage` when it is absent or blank.
 */
export function addressField(missingMessage: string) {
  return z
    .string({ error: missingMessage })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, missingMessage),
      z.refine(isEmailAddress, INVALID_EMAIL),
    );
}

/** SPEC 5's address field: a blank one is refused in the same words as a malformed one. */
export const emailAddress = /* @__PURE__ */ schema(() => addressField(INVALID_EMAIL));
