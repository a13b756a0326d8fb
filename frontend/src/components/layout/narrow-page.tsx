import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { PageBody, PageHeader } from './page-header';

/** A narrow inner screen reached from Recipes: its title (the tab's too), Back to Recipes, its body. */
export function NarrowPage({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="min-h-dvh">
      <PageHeader title={title} back={{ to: '/', label: t`Back to Recipes` }} width="max-w-3xl" />
      <PageBody className={cn('max-w-3xl', className)}>{children}</PageBody>
    </div>
  );
}

/** What a screen says when its data did not load, with a button to ask again. */
function LoadFailed({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md space-y-4 text-center">
      <p className="text-lg font-semibold text-terracotta-900">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

type ScreenQuery<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

/**
 * A narrow screen's one query: its body once loaded; when it did not load, what failed (`failed`) and
 * Try again; a spinner (`loading`) meanwhile.
 */
export function QueryBody<T>({
  query,
  failed,
  loading,
  children,
}: {
  query: ScreenQuery<T>;
  failed: ReactNode;
  loading: string;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) return <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
  return <PageSpinner label={loading} />;
}
