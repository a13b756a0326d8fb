import type { CommunityRecipeCard as Card } from '@contracts/community';
import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { CommunityRecipeCard } from './community-recipe-card';

export function LoadingRecipes() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-ink-muted">
      <Spinner className="size-5" />
      <Trans>Loading recipes...</Trans>
    </p>
  );
}

/** A tab's recipe cards, with the sentinel that loads the next page as the reader nears the end. */
export function CommunityCardGrid({
  label,
  cards,
  viewerId,
  busy,
  loadingMore,
  sentinel,
}: {
  /** The list's name for screen readers. */
  label: string;
  cards: Card[];
  viewerId: string | null;
  busy: boolean;
  loadingMore: boolean;
  sentinel: Ref<HTMLDivElement>;
}) {
  return (
    <section aria-label={label} aria-busy={busy}>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cards.map((recipe) => (
          <li key={recipe.id}>
            <CommunityRecipeCard recipe={recipe} viewerId={viewerId} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {loadingMore ? <LoadingRecipes /> : null}
    </section>
  );
}
