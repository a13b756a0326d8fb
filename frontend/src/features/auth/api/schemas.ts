import { t } from '@lingui/core/macro';
import * as z from 'zod';

// Each message is worked out when a field is checked, so it is in the language chosen by then.
const email = z
  .string()
  .trim()
  .min(1, { error: () => t`Email is required` })
  .toLowerCase();
const password = z.string().min(1, { error: () => t`Password is required` });
const newPassword = z
  .string()
  .min(1, { error: () => t`Password is required` })
  .min(8, { error: () => t`Use at least 8 characters` })
  .max(256, { error: () => t`That password is too long` });

export const signInSchema = z.object({ email, password });
export const signUpSchema = z.object({
  email: email.refine((value) => value.includes('@'), { error: () => t`Please enter a valid email address` }),
  password: newPassword,
  displayName: z
    .string()
    .trim()
    .max(60, { error: () => t`Display name must be 60 characters or fewer` })
    .optional(),
});
export const forgotPasswordSchema = z.object({ email });
export const newPasswordSchema = z.object({ password: newPassword });
