import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses = cn(
  'block h-11 w-full rounded-xl border border-cream-300 bg-white px-3.5 text-base text-ink shadow-inner shadow-cream-200/60',
  'placeholder:text-ink-muted/70 transition-colors',
  'focus-visible:border-terracotta-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-terracotta-500/60',
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/50',
  'disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-ink-muted',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
