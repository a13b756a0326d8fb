import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary:
    'bg-terracotta-600 text-white shadow-sm shadow-terracotta-900/10 hover:bg-terracotta-700 active:bg-terracotta-800',
  secondary: 'bg-cream-200 text-terracotta-900 hover:bg-cream-300',
  outline:
    'border border-terracotta-200 bg-white/70 text-terracotta-800 hover:bg-terracotta-50 hover:border-terracotta-300',
  ghost: 'text-terracotta-800 hover:bg-terracotta-50',
  link: 'text-terracotta-700 underline-offset-4 hover:underline hover:text-terracotta-800 px-0! h-auto!',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-[0.95rem] gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'size-11 p-0',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a router Link) with button styling. */
  asChild?: boolean;
};

export function buttonClasses(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md') {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-xl font-semibold transition-colors duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.15em] [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
