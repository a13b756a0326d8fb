import type { MenuDetail } from '@contracts/planning';
import type { AddRecipesToListRequest } from '@contracts/shopping';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type MenuShoppingProps = {
  menu: MenuDetail;
  guests: number | null;
  onGuestsChange: (guests: number | null) => void;
  /** Sends the recipes to the shopping list (the shopping feature's mutation). */
  shop: { isPending: boolean; mutate: (request: AddRecipesToListRequest) => void };
};

/** Scale the menu to the number of guests and send every dish's ingredients to the shopping list. */
export function MenuShopping({ menu, guests, onGuestsChange, shop }: MenuShoppingProps) {
  const { t } = useLingui();
  const id = useId();
  const recipes = menu.entries.flatMap((entry) =>
    entry.recipe ? [{ recipeId: entry.recipe.id, ...(guests ? { servings: guests } : {}) }] : [],
  );
  return (
    <section
      aria-label={t`Scale and shop`}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-cream-300/80 bg-white/85 p-4 shadow-sm"
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-guests`} className="text-sm font-semibold text-ink">
          <Trans>Cooking for</Trans>
        </label>
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-guests`}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            className="w-24"
            value={guests ?? ''}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const value = Number.parseInt(event.target.value, 10);
              onGuestsChange(Number.isInteger(value) && value >= 1 ? Math.min(value, 500) : null);
            }}
          />
          <span className="text-sm text-ink-muted">
            <Trans>guests</Trans>
          </span>
        </div>
      </div>
      <p id={`${id}-hint`} className="min-w-48 flex-1 text-sm text-ink-muted">
        {guests ? (
          <Plural
            value={guests}
            one="Each dish is scaled to # serving on the shopping list."
            other="Each dish is scaled to # servings on the shopping list."
          />
        ) : (
          <Trans>Leave empty to shop for each recipe as written.</Trans>
        )}
      </p>
      <Button
        variant="outline"
        disabled={recipes.length === 0 || shop.isPending}
        onClick={() => shop.mutate({ recipes })}
      >
        <ShoppingCart aria-hidden="true" />
        {shop.isPending ? t`Adding…` : t`Add Menu to Shopping List`}
      </Button>
    </section>
  );
}
