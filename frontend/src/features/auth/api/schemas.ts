import * as z from '@contracts/zod';
import { t } from '@lingui/core/macro';

// Each message is worked out when a field is checked, so it is in the language chosen by then.
const email = z
  .string()
  .check(z.trim(), z.minLength(1, { error: () => t`Email is required` }), z.toLowerCase());
const password = z.string().check(z.minLength(1, { error: () => t`Password is required` }));
const newPassword = z
  .string()
  .check(
    z.minLength(1, { error: () => t`Password is required` }),
    z.minLength(8, { error: () => t`Use at least 8 characters` }),
    z.maxLength(256, { error: () => t`That password is too long` }),
  );

export const signInSchema = z.object({ email, password });
export const signUpSchema = z.object({
  email: email.check(
    z.refine((value) => value.includes('@'), { error: () => t`Please enter a valid email address` }),
  ),
  password: newPassword,
  displayName: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(60, { error: () => t`Display name must be 60 characters or fewer` })),
  ),
});
export const forgotPasswordSchema = z.object({ email });
export const newPasswordSchema = z.object({ password: newPassword });
