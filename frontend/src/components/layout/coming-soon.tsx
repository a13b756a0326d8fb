import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ComingSoonProps = {
  icon: LucideIcon;
  /** What this screen will do, in the product's words. */
  children: ReactNode;
};

/** An honest placeholder for screens whose features are still being built. */
export function ComingSoon({ icon: Icon, children }: ComingSoonProps) {
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/70 px-6 py-12 text-center"
    >
      <span className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-terracotta-50 text-terracotta-600">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h2 id="coming-soon-title" className="text-2xl font-semibold text-terracotta-900">
        <Trans>Coming soon</Trans>
      </h2>
      <div className="mt-3 space-y-2 text-ink-muted">{children}</div>
    </section>
  );
}
