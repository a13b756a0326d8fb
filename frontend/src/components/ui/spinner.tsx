import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-5 animate-spin motion-reduce:animate-none', className)}
    />
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
