import { AISLES } from '@contracts/aisles';
import type { ShoppingList } from '@contracts/shopping';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Printer, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ItemGroup } from '@/components/item-groups';
import { Button, buttonClasses } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useClearCheckedItems } from '../api/clear-checked';
import { AISLE_NAMES } from '../lib/aisle-labels';
import { openInGroceryService } from '../lib/grocery-export';
import { AddItemForm } from './add-item-form';
import { ShoppingItemRow, type ShoppingListExtras } from './shopping-item-row';

function EmptyList() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/60 px-6 py-14 text-center">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-600">
        <ShoppingCart aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-2xl font-semibold text-terracotta-900">
        <Trans>Your shopping list is empty</Trans>
      </h2>
      <p className="mt-2 max-w-md text-ink-muted">
        <Trans>
          Open a recipe and press Add to List: its ingredients land here, the same food from different recipes
          on one line, sorted by aisle.
        </Trans>
      </p>
      <Link to="/" className={`${buttonClasses('primary')} mt-6`}>
        <Trans>Browse Recipes</Trans>
      </Link>
    </div>
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
  const groups = AISLES.map((aisle) => ({
    aisle,
    items: shown.filter((item) => item.aisle === aisle),
  })).filter((group) => group.items.length > 0);

  return (
    <div className="mx-auto max-w-3xl space-y-6 print:space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="me-auto text-lg font-semibold text-ink">
          <Plural value={toBuy} one="# item to buy" other="# items to buy" />
        </p>
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
      </div>
      <div className="print:hidden">
        <AddItemForm />
      </div>
      {hiding && (hiding.covered.size > 0 || hiding.hide) ? <HideHeldSwitch hiding={hiding} /> : null}
      {groups.length === 0 && !hidden?.size ? (
        <EmptyList />
      ) : (
        groups.map((group) => (
          <ItemGroup
            key={group.aisle}
            id={`aisle-${group.aisle}`}
            title={i18n._(AISLE_NAMES[group.aisle])}
            className="print:break-inside-avoid print:border-0 print:bg-transparent print:p-0 print:shadow-none"
          >
            {group.items.map((item) => (
              <ShoppingItemRow key={item.id} item={item} atHome={atHome} whenBought={whenBought} />
            ))}
          </ItemGroup>
        ))
      )}
    </div>
  );
}
