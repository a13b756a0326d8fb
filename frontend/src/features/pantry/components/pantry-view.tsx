import type { Pantry } from '@contracts/pantry';
import { PANTRY_PLACES } from '@contracts/pantry-places';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Refrigerator } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { groupsOf, ItemGroup, ItemsHeader } from '@/components/item-groups';
import { HouseholdPeopleProvider } from '@/lib/household-people';
import { useAddPantryItem } from '../api/change-pantry';
import { PLACE_LABELS } from '../lib/places';
import { FoodForm } from './food-form';
import { PantryItemRow } from './pantry-item-row';

function EmptyPantry() {
  return (
    <EmptyState icon={Refrigerator} title={<Trans>Your pantry is empty</Trans>}>
      <Trans>
        Add what you have at home, or tick a line as bought on the shopping list and put it here. The finder
        then cooks from what you have, and the list tells you what is already at home.
      </Trans>
    </EmptyState>
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
  const groups = groupsOf(PANTRY_PLACES, pantry.items, (item) => item.place);
  return (
    <HouseholdPeopleProvider>
      <div className="mx-auto max-w-3xl space-y-6">
        <ItemsHeader count={<Plural value={foods} one="# food at home" other="# foods at home" />}>
          {actions}
        </ItemsHeader>
        <AddFood />
        {groups.length === 0 ? (
          <EmptyPantry />
        ) : (
          groups.map((group) => (
            <ItemGroup key={group.key} id={`place-${group.key}`} title={i18n._(PLACE_LABELS[group.key])}>
              {group.items.map((item) => (
                <PantryItemRow key={item.id} item={item} />
              ))}
            </ItemGroup>
          ))
        )}
      </div>
    </HouseholdPeopleProvider>
  );
}
