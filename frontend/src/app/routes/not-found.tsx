import { Trans, useLingui } from '@lingui/react/macro';
import { House } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HearthMark } from '@/components/layout/brand';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';

export function Screen() {
  const { t } = useLingui();
  const location = useLocation();
  useDocumentTitle(t`Page not found`);

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <HearthMark className="size-14" />
      <p className="mt-6 font-display text-7xl font-semibold text-terracotta-600">404</p>
      <h1 className="mt-2 text-3xl font-semibold text-terracotta-900">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">
        <Trans>This page must have wandered off the stove. Let's get you back to your recipes.</Trans>
      </p>
      <Link to="/" className={cn(buttonClasses('primary', 'lg'), 'mt-8')}>
        <House aria-hidden="true" />
        <Trans>Return to Home</Trans>
      </Link>
    </main>
  );
}
