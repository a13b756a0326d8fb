import { useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** Shown when a screen fails to load (a lost network, a new deploy replacing old chunks). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-semibold text-terracotta-900">Something went wrong</h1>
      <p className="max-w-md text-ink-muted">
        This page could not be loaded. Check your connection and try again; your recipes are safe.
      </p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </main>
  );
}
