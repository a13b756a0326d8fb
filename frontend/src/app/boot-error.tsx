import { useLingui } from '@lingui/react/macro';

/**
 * Shown when Hearth cannot start (no runtime config). Its English stays in the build (lingui-macros.ts),
 * for when no catalog could be fetched either. Words in the first script come through `t`, not <Trans>:
 * <Trans>'s code then stays out of the first script (docs/i18n.md).
 */
export function BootError() {
  const { t } = useLingui();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-3xl font-semibold text-terracotta-900">{t`Hearth could not start`}</h1>
      <p className="max-w-md text-ink-muted">
        {t`We couldn't reach the kitchen. Check your connection and try again.`}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-2 rounded-xl bg-terracotta-600 px-4 py-2 font-semibold text-white"
      >
        {t`Try again`}
      </button>
    </main>
  );
}
