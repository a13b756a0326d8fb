import { type ClassValue, clsx } from 'clsx';

/** Joins class names; later utilities are appended, so callers extend rather than override. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
