// API contracts of the account area, shared by the handlers and the frontend.
import * as z from 'zod';
import { emailAddress } from './email.js';

/** SPEC 5: a new address must be a valid one (strictly checked: contracts/email.ts). */
export { emailAddress };

export const displayName = z
  .string({ error: 'Please enter a display name' })
  .trim()
  .min(1, 'Please enter a display name')
  .max(60, 'Display name must be 60 characters or fewer');

export const updateProfileRequest = z.object({ displayName });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const changeEmailRequest = z.object({ email: emailAddress });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;

export const profileResponse = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  hasLifetimeAccess: z.boolean(),
  isAdmin: z.boolean(),
  groups: z.array(z.string()),
  createdAt: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export const apiErrorResponse = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ApiErrorResponse = z.infer<typeof apiErrorResponse>;

/** The default display name: the part of the e-mail before the @. */
export function defaultDisplayName(email: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return local.length > 0 ? local.slice(0, 60) : 'Home cook';
}
