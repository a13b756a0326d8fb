import { AISLES } from '@contracts/aisles';
import type { ShoppingList } from '@contracts/shopping';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Printer, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { groupsOf, ItemGroup, ItemsHeader } from '@/components/item-groups';
import { Button, buttonClasses } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { HouseholdPeopleProvider } from '@/lib/household-people';
import { useClearCheckedItems } from '../api/clear-checked';
import { AISLE_NAMES } from '../lib/aisle-labels';
import { openInGroceryService } from '../lib/grocery-export';
import { AddItemForm } from './add-item-form';
import { ShoppingItemRow, type ShoppingListExtras } from './shopping-item-row';

function EmptyList() {
  return (
    <EmptyState
      icon={ShoppingCart}
      title={<Trans>Your shopping list is empty</Trans>}
      action={
        <Link to="/" className={buttonClasses('primary')}>
          <Trans>Browse Recipes</Trans>
        </Link>
      }
    >
      <Trans>
        Open a recipe and press Add to List: its ingredients land here, the same food from different recipes
        on one line, sorted by aisle.
      </Trans>
    </EmptyState>
  );
}

/** The cook's choice to hide the lines the pantry covers, and how many it hides now. */
export interface HidingHeld {
  hide: boolean;
  onHideChange: (hide: boolean) => void;
  /** Lines to buy that the pantry covers: hidden while `hide` is on. */
  covered: ReadonlySet<string>;
}

/** The switch that hides what the pantry covers, shown once the pantry covers a line. */
function HideHeldSwitch({ hiding }: { hiding: HidingHeld }) {
  const id = useId();
  const count = hiding.covered.size;
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Switch id={id} checked={hiding.hide} onCheckedChange={hiding.onHideChange} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        <Trans>Hide what we have enough of</Trans>
      </label>
      {hiding.hide ? (
        <p role="status" className="text-sm text-ink-muted">
          <Plural
            value={count}
            one="# line hidden: the pantry has enough"
            other="# lines hidden: the pantry has enough"
          />
        </p>
      ) : null}
    </div>
  );
}

/** The list grouped by aisle, with the count to buy, Clear Checked and 'Open in' the grocery service. */
export function ShoppingListView({
  list,
  atHome,
  whenBought,
  hiding,
}: { list: ShoppingList; hiding?: HidingHeld } & ShoppingListExtras) {
  const { i18n } = useLingui();
  const clear = useClearCheckedItems();
  const checked = list.items.length - list.toBuy;
  const grocery = list.grocery.name;
  const hidden = hiding?.hide ? hiding.covered : null;
  const toBuy = list.toBuy - (hidden?.size ?? 0);
  const shown = hidden ? list.items.filter((item) => !hidden.has(item.id)) : list.items;
  const groups = groupsOf(AISLES, shown, (item) => item.aisle);

  return (
    <HouseholdPeopleProvider>
      <div className="mx-auto max-w-3xl space-y-6 print:space-y-3">
        <ItemsHeader count={<Plural value={toBuy} one="# item to buy" other="# items to buy" />}>
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            {groups.length > 0 ? (
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                <Trans>Print</Trans>
              </Button>
            ) : null}
            <Button
              variant="outline"
              disabled={checked === 0 || clear.isPending}
              onClick={() => clear.mutate()}
            >
              <Trans>Clear Checked</Trans>
            </Button>
            {toBuy > 0 ? (
              <Button onClick={() => openInGroceryService(shown, list.grocery.url)}>
                <ExternalLink aria-hidden="true" />
                <Trans>Open in {grocery}</Trans>
              </Button>
            ) : null}
          </div>
        </ItemsHeader>
        <div className="print:hidden">
          <AddItemForm />
        </div>
        {hiding && (hiding.covered.size > 0 || hiding.hide) ? <HideHeldSwitch hiding={hiding} /> : null}
        {groups.length === 0 && !hidden?.size ? (
          <EmptyList />
        ) : (
          groups.map((group) => (
            <ItemGroup
              key={group.key}
              id={`aisle-${group.key}`}
              title={i18n._(AISLE_NAMES[group.key])}
              className="print:break-inside-avoid print:border-0 print:bg-transparent print:p-0 print:shadow-none"
            >
              {group.items.map((item) => (
                <ShoppingItemRow key={item.id} item={item} atHome={atHome} whenBought={whenBought} />
              ))}
            </ItemGroup>
          ))
        )}
      </div>
    </HouseholdPeopleProvider>
  );
}
