import { cn } from '@/lib/cn';

/**
 * Lucide's loader-circle (ISC licence, lucide.dev; spinner.test.ts holds it to the installed
 * lucide-react's), drawn here as Lucide draws it: the page spinner is in the first script, and
 * lucide-react's icon machinery was ~1.5 KB gzipped of it for this one path (issue 35).
 */
export const LOADER_CIRCLE = 'M21 12a9 9 0 1 1-6.219-8.56';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cn('size-5 animate-spin motion-reduce:animate-none', className)}
    >
      <path d={LOADER_CIRCLE} />
    </svg>
  );
}

/** A centred, announced loading state for whole screens. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-terracotta-700"
    >
      <Spinner className="size-8" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
