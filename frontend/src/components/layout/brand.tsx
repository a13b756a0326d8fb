import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

export function HearthMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-10 shrink-0', className)}>
      <rect width="64" height="64" rx="16" className="fill-terracotta-600" />
      <path
        d="M32 11c4.5 8 12.5 12 12.5 22.5a12.5 12.5 0 0 1-25 0c0-6 3-9.5 5.5-12.5 1 4 3 6 5 6.5-2-6.5 0-11.5 2-16.5z"
        className="fill-cream-100"
      />
      <path d="M17 51h30" strokeWidth="4" strokeLinecap="round" className="stroke-cream-100" />
    </svg>
  );
}

type BrandProps = {
  tone?: 'dark' | 'light';
  /** In a crowded phone header the tagline (and under 400 px the name) is left to screen readers. */
  compact?: boolean;
};

/** Logo, product title and tagline; links home. */
export function Brand({ tone = 'dark', compact = false }: BrandProps) {
  return (
    <Link to="/" className="group inline-flex items-center gap-3 rounded-xl">
      <HearthMark />
      {/* Under 400 px a compact brand is its mark alone (its words are read out): a small phone's header
          keeps its one row for the actions, in any language. */}
      <span className={cn('flex flex-col leading-tight', compact && 'max-[25rem]:sr-only')}>
        <span
          className={cn(
            'font-display text-2xl font-semibold tracking-tight',
            tone === 'light' ? 'text-cream-50' : 'text-terracotta-900',
          )}
        >
          Hearth
        </span>
        <span
          className={cn(
            'text-xs font-medium whitespace-nowrap',
            tone === 'light' ? 'text-terracotta-100' : 'text-ink-muted',
            compact && 'max-sm:sr-only',
          )}
        >
          <Trans>love people, cook good food</Trans>
        </span>
      </span>
    </Link>
  );
}
