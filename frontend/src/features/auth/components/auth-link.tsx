import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

export function AuthLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded font-semibold text-terracotta-700 underline-offset-4 hover:text-terracotta-800 hover:underline',
        className,
      )}
      {...props}
    />
  );
}
