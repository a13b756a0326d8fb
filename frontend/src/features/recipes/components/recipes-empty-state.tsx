import { Trans } from '@lingui/react/macro';
import { CookingPot } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';

/** A new account's Home: nothing saved yet, and a nudge towards the first recipe. */
export function RecipesEmptyState({ action }: { action?: ReactNode }) {
  return (
    <EmptyState icon={CookingPot} heading="h3" title={<Trans>No recipes yet</Trans>} action={action}>
      <Trans>
        Add your first recipe to start your family's cookbook: the dish you make every birthday, a card in
        Grandma's handwriting, or tonight's dinner.
      </Trans>
    </EmptyState>
  );
}
