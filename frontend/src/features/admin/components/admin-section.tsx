import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** One part of the admin page: a card with its icon, title and what it is for. */
export function AdminSection({
  icon: Icon,
  title,
  description,
  className,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  /** The content's spacing. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <Icon aria-hidden="true" className="size-7 text-terracotta-600" />
        <CardTitle className="text-xl">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

/** What an admin list shows while it loads, when it failed, when it is empty, and otherwise the list. */
export function AdminListState<Data>({
  query,
  loading,
  failed,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: Data | undefined };
  loading: ReactNode;
  failed: ReactNode;
  empty: ReactNode;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> {loading}
      </p>
    );
  if (query.isError || query.data === undefined)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {failed}
      </p>
    );
  if (isEmpty(query.data)) return <p className="text-sm text-ink-muted">{empty}</p>;
  return children(query.data);
}
