import type { PantryPlace } from '@contracts/pantry';
import type { ShoppingItem } from '@contracts/shopping';
import { useCallback, useMemo } from 'react';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePantry } from '@/features/pantry/api/get-pantry';
import { PutInPantryButton } from '@/features/pantry/components/put-in-pantry-button';
import { useShoppingList } from '@/features/shopping/api/get-shopping-list';
import { ShoppingListView } from '@/features/shopping/components/shopping-list-view';
import { lineText } from '@/features/shopping/lib/line-text';
import { useKeptChanges } from '../kept-changes';

/** Where a bought food is likely kept, from its aisle; the person can move it on the pantry's page. */
const placeOf = (item: ShoppingItem): PantryPlace =>
  item.aisle === 'frozen'
    ? 'freezer'
    : ['produce', 'dairy', 'meat-fish'].includes(item.aisle)
      ? 'fridge'
      : 'cupboard';

/**
 * The shopping list, composed with the pantry (issue 38): a line whose food is at home says so
 * ("You have 6 eggs"), and a line ticked as bought offers to put it in the pantry (inline, so nothing
 * covers the list while the cook ticks the next line).
 */
function usePantryBesideList() {
  const pantry = usePantry();
  const held = useMemo(() => {
    const byKey = new Map<string, string[]>();
    for (const item of pantry.data?.items ?? []) {
      if (!item.matchKey) continue;
      const said = item.amountText ? `${item.amountText} ${item.food}` : item.food;
      byKey.set(item.matchKey, [...(byKey.get(item.matchKey) ?? []), said]);
    }
    return byKey;
  }, [pantry.data]);
  const atHome = useCallback(
    (item: ShoppingItem) => {
      const have = item.matchKey ? held.get(item.matchKey) : undefined;
      return have ? `You have ${have.join(' and ')}` : null;
    },
    [held],
  );
  const whenBought = useCallback(
    (item: ShoppingItem) => <PutInPantryButton key={item.id} text={lineText(item)} place={placeOf(item)} />,
    [],
  );
  return { atHome, whenBought };
}

export function Screen() {
  useKeptChanges();
  const list = useShoppingList();
  const { atHome, whenBought } = usePantryBesideList();
  return (
    <div className="min-h-dvh">
      <PageHeader title="Shopping List" back={{ to: '/', label: 'Back to Recipes' }} width="max-w-3xl" />
      <PageBody className="max-w-3xl">
        {list.data ? (
          <ShoppingListView list={list.data} atHome={atHome} whenBought={whenBought} />
        ) : list.isError ? (
          <div role="alert" className="mx-auto max-w-md space-y-4 text-center">
            <p className="text-lg font-semibold text-terracotta-900">Failed to create shopping list</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PageSpinner label="Loading shopping list" />
        )}
      </PageBody>
    </div>
  );
}
