import { Trans } from '@lingui/react/macro';
import { CookingPot } from 'lucide-react';
import type { ReactNode } from 'react';

/** A new account's Home: nothing saved yet, and a nudge towards the first recipe. */
export function RecipesEmptyState({ action }: { action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/60 px-6 py-14 text-center">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-600">
        <CookingPot aria-hidden="true" className="size-8" />
      </span>
      <h3 className="text-2xl font-semibold text-terracotta-900">
        <Trans>No recipes yet</Trans>
      </h3>
      <p className="mt-2 max-w-md text-ink-muted">
        <Trans>
          Add your first recipe to start your family's cookbook: the dish you make every birthday, a card in
          Grandma's handwriting, or tonight's dinner.
        </Trans>
      </p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
