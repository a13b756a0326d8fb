// API contracts of the account area, shared by the handlers and the frontend.

import { emailAddress } from './email.js';
import { requiredText } from './fields.js';
import { INTERFACE_LANGUAGES } from './languages.js';
import { schema } from './schema.js';
import * as z from './zod.js';

/** SPEC 5: a new address must be a valid one (strictly checked: contracts/email.ts). */
export { emailAddress };

export const displayName = /* @__PURE__ */ schema(() =>
  requiredText('Please enter a display name', 60, 'Display name must be 60 characters or fewer'),
);

export const updateProfileRequest = /* @__PURE__ */ schema(() => z.object({ displayName }));
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** Issue 19: how a person reads amounts: US customary (cups, ounces) or metric (grams, millilitres). */
export const unitPreference = /* @__PURE__ */ schema(() =>
  z.enum(['us', 'metric'], {
    error: 'Units must be "us" (US customary) or "metric"',
  }),
);
export type UnitPreference = z.infer<typeof unitPreference>;

export const setUnitPreferenceRequest = /* @__PURE__ */ schema(() => z.object({ units: unitPreference }));
export type SetUnitPreferenceRequest = z.infer<typeof setUnitPreferenceRequest>;

/** Issue 37: the language Hearth speaks to the person, kept on the profile so it follows them. */
export const interfaceLanguage = /* @__PURE__ */ schema(() =>
  z.enum(INTERFACE_LANGUAGES, {
    error: `Language must be one of ${INTERFACE_LANGUAGES.join(', ')}`,
  }),
);

export const setLanguageRequest = /* @__PURE__ */ schema(() => z.object({ language: interfaceLanguage }));
export type SetLanguageRequest = z.infer<typeof setLanguageRequest>;

/**
 * An invitation to an address (a household's, or an admin's to Hearth): SPEC 5's address rule, and
 * `language`, the invitee's when the address has no account yet (issue 37); absent, the inviter's.
 * An account's own language always wins.
 */
export const invitationRequest = /* @__PURE__ */ schema(() =>
  z.object({ email: emailAddress, language: z.optional(interfaceLanguage) }),
);

export const changeEmailRequest = /* @__PURE__ */ schema(() => z.object({ email: emailAddress }));
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;

/** The password typed again to prove it is the account's owner, not a borrowed session. */
const currentPassword = /* @__PURE__ */ schema(() =>
  z
    .string({ error: 'Please enter your current password' })
    .check(
      z.minLength(1, 'Please enter your current password'),
      z.maxLength(256, 'Please enter your current password'),
    ),
);

/** Step 1 of an e-mail change: the new address and the current password (re-authentication). */
export const startEmailChangeRequest = /* @__PURE__ */ schema(() =>
  z.object({
    newEmail: emailAddress,
    currentPassword,
  }),
);
export type StartEmailChangeRequest = z.infer<typeof startEmailChangeRequest>;

/** Deleting your own account (My Account): the password proves it is you, not a borrowed session. */
export const deleteOwnAccountRequest = /* @__PURE__ */ schema(() =>
  z.object({
    currentPassword,
  }),
);
export type DeleteOwnAccountRequest = z.infer<typeof deleteOwnAccountRequest>;

export const startEmailChangeResponse = /* @__PURE__ */ schema(() =>
  z.object({ pendingEmail: z.string(), expiresAt: z.string() }),
);
export type StartEmailChangeResponse = z.infer<typeof startEmailChangeResponse>;

/** Step 2: the 6-digit code mailed to the new address. */
export const confirmEmailChangeRequest = /* @__PURE__ */ schema(() =>
  z.object({
    code: z
      .string({ error: 'Enter the 6-digit code from the e-mail' })
      .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail')),
  }),
);
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequest>;

export const confirmEmailChangeResponse = /* @__PURE__ */ schema(() => z.object({ email: z.string() }));
export type ConfirmEmailChangeResponse = z.infer<typeof confirmEmailChangeResponse>;

export const profileResponse = /* @__PURE__ */ schema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    displayName: z.string(),
    units: unitPreference,
    /** Absent until the person picks one: the device's or the browser's language applies. */
    language: z.optional(interfaceLanguage),
    hasLifetimeAccess: z.boolean(),
    isAdmin: z.boolean(),
    groups: z.array(z.string()),
    createdAt: z.string(),
    emailVerified: z.optional(z.boolean()),
  }),
);
export type ProfileResponse = z.infer<typeof profileResponse>;

export const apiErrorResponse = /* @__PURE__ */ schema(() =>
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
);
export type ApiErrorResponse = z.infer<typeof apiErrorResponse>;

/** The default display name: the part of the e-mail before the @. */
export function defaultDisplayName(email: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return local.length > 0 ? local.slice(0, 60) : 'Home cook';
}
