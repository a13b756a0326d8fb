import { useLingui } from '@lingui/react/macro';

/**
 * Shown when a screen fails to load (a lost network, a new deploy replacing old chunks). Part of the
 * first script, so it draws its button itself (the primary Button's look) rather than importing
 * components/ui/button and Radix's Slot, and speaks through `t`, not <Trans> (docs/i18n.md).
 */
export function RouteError() {
  const { t } = useLingui();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-semibold text-terracotta-900">{t`Something went wrong`}</h1>
      <p className="max-w-md text-ink-muted">
        {t`This page could not be loaded. Check your connection and try again; your recipes are safe.`}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex h-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-xl bg-terracotta-600 px-4 text-[0.95rem] font-semibold text-white shadow-sm shadow-terracotta-900/10 transition-colors duration-150 hover:bg-terracotta-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600 active:bg-terracotta-800"
      >
        {t`Try again`}
      </button>
    </main>
  );
}
