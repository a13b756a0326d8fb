import * as z from 'zod';

const email = z.string().trim().min(1, 'Email is required').toLowerCase();
const password = z.string().min(1, 'Password is required');
const newPassword = z
  .string()
  .min(1, 'Password is required')
  .min(8, 'Use at least 8 characters')
  .max(256, 'That password is too long');

export const signInSchema = z.object({ email, password });
export const signUpSchema = z.object({
  email: email.refine((value) => value.includes('@'), 'Please enter a valid email address'),
  password: newPassword,
  displayName: z.string().trim().max(60, 'Display name must be 60 characters or fewer').optional(),
});
export const forgotPasswordSchema = z.object({ email });
export const newPasswordSchema = z.object({ password: newPassword });
