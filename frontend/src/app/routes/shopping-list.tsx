import type { UnitSystem } from '@contracts/measure';
import type { PantryItem, PantryPlace } from '@contracts/pantry';
import type { ShoppingItem } from '@contracts/shopping';
import { convertIngredientLine } from '@domain/ingredients/convert-units';
import { pantryCovers } from '@domain/ingredients/pantry-cover';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { NarrowPage, QueryBody } from '@/components/layout/narrow-page';
import { useProfile } from '@/features/account/api/get-profile';
import { usePantry } from '@/features/pantry/api/get-pantry';
import { PutInPantryButton } from '@/features/pantry/components/put-in-pantry-button';
import { useShoppingList } from '@/features/shopping/api/get-shopping-list';
import type { AtHome } from '@/features/shopping/components/shopping-item-row';
import { ShoppingListView } from '@/features/shopping/components/shopping-list-view';
import { lineText } from '@/features/shopping/lib/line-text';
import { formatList } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';
import { useKeptChanges } from '../kept-changes';

/** Where a bought food is likely kept, from its aisle; the person can move it on the pantry's page. */
const placeOf = (item: ShoppingItem): PantryPlace =>
  item.aisle === 'frozen'
    ? 'freezer'
    : ['produce', 'dairy', 'meat-fish'].includes(item.aisle)
      ? 'fridge'
      : 'cupboard';

/** Whether this device hides the lines the pantry covers: the cook's choice, kept per device. */
const HIDE_HELD_KEY = 'hearth:list-hide-held';

function useHideHeld() {
  const [hide, setHide] = useState(() => {
    try {
      return localStorage.getItem(HIDE_HELD_KEY) === 'true';
    } catch {
      return false;
    }
  });
  const onHideChange = useCallback((next: boolean) => {
    setHide(next);
    try {
      localStorage.setItem(HIDE_HELD_KEY, String(next));
    } catch {
      // Private mode without storage: the choice lasts the page.
    }
  }, []);
  return { hide, onHideChange };
}

/**
 * The shopping list, composed with the pantry (issue 38): a line whose food is at home says so, in the
 * cook's units ("You have 6 eggs: enough"), the cook may hide the lines the pantry covers (never one it
 * cannot tell: domain/ingredients/pantry-cover.ts), and a line ticked as bought offers to put it in the
 * pantry (inline, so nothing covers the list while the cook ticks the next line).
 */
function usePantryBesideList(items: readonly ShoppingItem[] | undefined) {
  const { t } = useLingui();
  const pantry = usePantry();
  const units: UnitSystem = useProfile().data?.units ?? 'us';
  const held = useMemo(() => {
    const byKey = new Map<string, PantryItem[]>();
    for (const item of pantry.data?.items ?? []) {
      if (item.matchKey) byKey.set(item.matchKey, [...(byKey.get(item.matchKey) ?? []), item]);
    }
    return byKey;
  }, [pantry.data]);
  // Worked out once a list and pantry: each line's pantry note, read by its row and by the hiding.
  const byLine = useMemo(() => {
    const notes = new Map<string, AtHome>();
    for (const item of items ?? []) {
      const have = item.matchKey ? held.get(item.matchKey) : undefined;
      if (!have) continue;
      const said = have.map((food) =>
        food.amountText ? convertIngredientLine(`${food.amountText} ${food.food}`, units) : food.food,
      );
      const enough = pantryCovers(lineText(item), have) === 'enough';
      const foods = formatList(said, intlLocale());
      notes.set(item.id, { said: t`You have ${foods}`, enough });
    }
    return notes;
  }, [items, held, units, t]);
  const atHome = useCallback((item: ShoppingItem) => byLine.get(item.id) ?? null, [byLine]);
  const covered = useMemo(
    () =>
      new Set(
        (items ?? []).filter((item) => !item.checked && byLine.get(item.id)?.enough).map((item) => item.id),
      ),
    [items, byLine],
  );
  const whenBought = useCallback(
    (item: ShoppingItem) => <PutInPantryButton key={item.id} text={lineText(item)} place={placeOf(item)} />,
    [],
  );
  return { atHome, whenBought, covered };
}

export function Screen() {
  const { t } = useLingui();
  useKeptChanges();
  const list = useShoppingList();
  const { atHome, whenBought, covered } = usePantryBesideList(list.data?.items);
  const { hide, onHideChange } = useHideHeld();
  return (
    <NarrowPage title={t`Shopping List`}>
      <QueryBody
        query={list}
        failed={<Trans>Failed to create shopping list</Trans>}
        loading={t`Loading shopping list`}
      >
        {(data) => (
          <ShoppingListView
            list={data}
            atHome={atHome}
            whenBought={whenBought}
            hiding={{ hide, onHideChange, covered }}
          />
        )}
      </QueryBody>
    </NarrowPage>
  );
}
