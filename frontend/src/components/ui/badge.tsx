import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  category: 'bg-terracotta-50 text-terracotta-800 ring-terracotta-200/70',
  tag: 'bg-sage-100 text-sage-600 ring-sage-600/20',
  muted: 'bg-cream-200 text-ink-muted ring-cream-300',
} as const;

export function Badge({
  tone = 'category',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
