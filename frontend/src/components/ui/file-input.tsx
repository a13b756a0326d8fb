import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A file picker drawn as a dashed drop area; put it in a FormField for its label, hint and error. */
export function FileInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="file"
      className={cn(
        'block w-full rounded-xl border border-dashed border-terracotta-200 bg-white/70 p-3 text-sm text-ink file:me-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-terracotta-50 file:px-3 file:py-2 file:font-semibold file:text-terracotta-800 hover:file:bg-terracotta-100 disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
