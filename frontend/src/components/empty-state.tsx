import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: ReactNode;
  /** The heading's level where the screen's outline needs one other than h2. */
  heading?: 'h2' | 'h3';
  /** What to do first. */
  children: ReactNode;
  /** A button or link under the words. */
  action?: ReactNode;
};

/** A screen with nothing in it yet: its icon in a circle, what is missing, and a nudge towards the first. */
export function EmptyState({
  icon: Icon,
  title,
  heading: Heading = 'h2',
  children,
  action,
}: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/60 px-6 py-14 text-center">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-600">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <Heading className="text-2xl font-semibold text-terracotta-900">{title}</Heading>
      <p className="mt-2 max-w-md text-ink-muted">{children}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
