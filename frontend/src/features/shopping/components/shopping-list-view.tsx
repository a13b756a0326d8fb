import { AISLE_LABELS, AISLES } from '@contracts/aisles';
import type { ShoppingList } from '@contracts/shopping';
import { ExternalLink, Printer, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { useClearCheckedItems } from '../api/clear-checked';
import { openInGroceryService } from '../lib/grocery-export';
import { AddItemForm } from './add-item-form';
import { ShoppingItemRow, type ShoppingListExtras } from './shopping-item-row';

function EmptyList() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/60 px-6 py-14 text-center">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-600">
        <ShoppingCart aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-2xl font-semibold text-terracotta-900">Your shopping list is empty</h2>
      <p className="mt-2 max-w-md text-ink-muted">
        Open a recipe and press Add to List: its ingredients land here, the same food from different recipes
        on one line, sorted by aisle.
      </p>
      <Link to="/" className={`${buttonClasses('primary')} mt-6`}>
        Browse Recipes
      </Link>
    </div>
  );
}

/** The list grouped by aisle, with the count to buy, Clear Checked and 'Open in' the grocery service. */
export function ShoppingListView({ list, atHome, whenBought }: { list: ShoppingList } & ShoppingListExtras) {
  const clear = useClearCheckedItems();
  const checked = list.items.length - list.toBuy;
  const groups = AISLES.map((aisle) => ({
    aisle,
    items: list.items.filter((item) => item.aisle === aisle),
  })).filter((group) => group.items.length > 0);

  return (
    <div className="mx-auto max-w-3xl space-y-6 print:space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="mr-auto text-lg font-semibold text-ink">
          {list.toBuy} {list.toBuy === 1 ? 'item' : 'items'} to buy
        </p>
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          {groups.length > 0 ? (
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          ) : null}
          <Button
            variant="outline"
            disabled={checked === 0 || clear.isPending}
            onClick={() => clear.mutate()}
          >
            Clear Checked
          </Button>
          {list.toBuy > 0 ? (
            <Button onClick={() => openInGroceryService(list.items, list.grocery.url)}>
              <ExternalLink aria-hidden="true" />
              Open in {list.grocery.name}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="print:hidden">
        <AddItemForm />
      </div>
      {groups.length === 0 ? (
        <EmptyList />
      ) : (
        groups.map((group) => (
          <section
            key={group.aisle}
            aria-labelledby={`aisle-${group.aisle}`}
            className="rounded-3xl border border-cream-300/70 bg-white/80 px-5 py-4 shadow-sm print:break-inside-avoid print:border-0 print:bg-transparent print:p-0 print:shadow-none"
          >
            <h2 id={`aisle-${group.aisle}`} className="text-lg font-semibold text-terracotta-900">
              {AISLE_LABELS[group.aisle]}
            </h2>
            <ul aria-label={AISLE_LABELS[group.aisle]} className="divide-y divide-cream-200">
              {group.items.map((item) => (
                <ShoppingItemRow key={item.id} item={item} atHome={atHome} whenBought={whenBought} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
