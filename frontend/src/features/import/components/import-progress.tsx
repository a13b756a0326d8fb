import { Spinner } from '@/components/ui/spinner';

/** Always mounted, so screen readers announce the message when it appears (a live region). */
export function ImportProgress({ message }: { message: string | null }) {
  return (
    <div role="status" className="min-h-6">
      {message ? (
        <p className="flex items-center gap-2 text-sm font-medium text-terracotta-800">
          <Spinner className="size-4" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
