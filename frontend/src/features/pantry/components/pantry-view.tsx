import { PANTRY_PLACES, type Pantry } from '@contracts/pantry';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Refrigerator } from 'lucide-react';
import { ItemGroup } from '@/components/item-groups';
import { useAddPantryItem } from '../api/change-pantry';
import { PLACE_LABELS } from '../lib/places';
import { FoodForm } from './food-form';
import { PantryItemRow } from './pantry-item-row';

function EmptyPantry() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/60 px-6 py-12 text-center">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-600">
        <Refrigerator aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-2xl font-semibold text-terracotta-900">
        <Trans>Your pantry is empty</Trans>
      </h2>
      <p className="mt-2 max-w-md text-ink-muted">
        <Trans>
          Add what you have at home, or tick a line as bought on the shopping list and put it here. The finder
          then cooks from what you have, and the list tells you what is already at home.
        </Trans>
      </p>
    </div>
  );
}

/** Adding a food: the form above the pantry. */
function AddFood() {
  const { t } = useLingui();
  const add = useAddPantryItem();
  return (
    <section
      aria-labelledby="pantry-add-heading"
      className="rounded-3xl border border-cream-300/70 bg-white/80 px-5 py-4 shadow-sm"
    >
      <h2 id="pantry-add-heading" className="mb-3 text-lg font-semibold text-terracotta-900">
        <Trans>Add to the pantry</Trans>
      </h2>
      <FoodForm
        submitLabel={t`Add`}
        busy={add.isPending}
        onSubmit={(fields, reset) => {
          // Without an amount of its own, the food may carry one ("6 eggs"): the server reads it.
          const { amount, unit, ...rest } = fields;
          add.mutate(amount === null ? rest : { ...rest, amount, unit });
          reset();
        }}
      />
    </section>
  );
}

/** The household's pantry by place (fridge, freezer, cupboard), soonest best-before first in each. */
export function PantryView({ pantry, actions }: { pantry: Pantry; actions?: React.ReactNode }) {
  const { i18n } = useLingui();
  const foods = pantry.items.length;
  const groups = PANTRY_PLACES.map((place) => ({
    place,
    items: pantry.items.filter((item) => item.place === place),
  })).filter((group) => group.items.length > 0);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="me-auto text-lg font-semibold text-ink">
          <Plural value={foods} one="# food at home" other="# foods at home" />
        </p>
        {actions}
      </div>
      <AddFood />
      {groups.length === 0 ? (
        <EmptyPantry />
      ) : (
        groups.map((group) => (
          <ItemGroup key={group.place} id={`place-${group.place}`} title={i18n._(PLACE_LABELS[group.place])}>
            {group.items.map((item) => (
              <PantryItemRow key={item.id} item={item} />
            ))}
          </ItemGroup>
        ))
      )}
    </div>
  );
}
