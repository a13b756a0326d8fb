// The meal plans' and the dinner parties' screens (SPEC 2): a list of the cook's plans with its New
// dialog, and one plan's page while it loads (lib/plan-kind.ts's useOneOrBack sends the cook back to the
// list when it cannot be loaded). Each screen says it in its own words; the shape is the same.
import { Trans, useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { PageBody, PageHeader } from './page-header';

type ListQuery<T> = {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type PlanListScreenProps<T> = {
  title: string;
  /** The New … dialog, in the bar. */
  newDialog: ReactNode;
  query: ListQuery<T>;
  loading: string;
  /** Said in a toast and on the screen (with Try again) when the list did not load. */
  failed: string;
  empty: { icon: LucideIcon; title: ReactNode; text: ReactNode };
  children: (items: T[]) => ReactNode;
};

/** The cook's meal plans or menus: loading, failed, none yet, or the list. */
export function PlanListScreen<T>({
  title,
  newDialog,
  query,
  loading,
  failed,
  empty,
  children,
}: PlanListScreenProps<T>) {
  const { t } = useLingui();
  useEffect(() => {
    if (query.isError) toast.error(failed);
  }, [query.isError, failed]);
  const EmptyIcon = empty.icon;

  return (
    <div className="min-h-dvh">
      <PageHeader title={title} back={{ to: '/', label: t`Back to Recipes` }} actions={newDialog} />
      <PageBody>
        {query.isPending ? (
          <PageSpinner label={loading} />
        ) : query.isError || !query.data ? (
          <div role="alert" className="mx-auto max-w-md space-y-3 text-center">
            <p className="text-ink">{failed}</p>
            <Button variant="outline" onClick={() => query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <section className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/70 px-6 py-12 text-center">
            <EmptyIcon aria-hidden="true" className="mb-4 size-10 text-terracotta-500" />
            <h2 className="text-2xl font-semibold text-terracotta-900">{empty.title}</h2>
            <p className="mt-2 text-ink-muted">{empty.text}</p>
          </section>
        ) : (
          children(query.data)
        )}
      </PageBody>
    </div>
  );
}

/** One plan's page while it loads: its header (Back to the list) and a spinner. */
export function PlanLoading({
  title,
  back,
  label,
}: {
  title: string;
  back: { to: string; label: string };
  label: string;
}) {
  return (
    <div className="min-h-dvh">
      <PageHeader title={title} back={back} />
      <PageSpinner label={label} />
    </div>
  );
}
