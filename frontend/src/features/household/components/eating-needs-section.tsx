// Your allergies and diets (issue 38): labelled checkboxes, saved together. Every recipe, plan and menu
// is checked against what each member keeps here ("Contains peanuts — Sam is allergic").
import { ALLERGEN_LABELS, ALLERGENS, DIET_LABELS, DIETS } from '@contracts/allergens';
import type { HouseholdMember } from '@contracts/households';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/query-client';
import { useSetEatingNeeds } from '../api/household';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Choices<T extends string>({
  legend,
  options,
  labels,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  chosen: ReadonlySet<T>;
  onChange: (next: Set<T>) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option}`}
              checked={chosen.has(option)}
              onCheckedChange={(checked) => {
                const next = new Set(chosen);
                if (checked === true) next.add(option);
                else next.delete(option);
                onChange(next);
              }}
            />
            <label htmlFor={`${id}-${option}`} className="text-sm">
              {capitalised(labels[option])}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function EatingNeedsSection({ me }: { me: HouseholdMember }) {
  const save = useSetEatingNeeds(me.userId);
  const [allergies, setAllergies] = useState(() => new Set(me.allergies ?? []));
  const [diets, setDiets] = useState(() => new Set(me.diets ?? []));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        allergies: ALLERGENS.filter((allergen) => allergies.has(allergen)),
        diets: DIETS.filter((diet) => diets.has(diet)),
      },
      {
        onSuccess: () => toast.success('Your allergies and diets are saved'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return (
    <section aria-labelledby="eating-heading" className="space-y-3">
      <h2 id="eating-heading" className="font-display text-xl font-semibold text-terracotta-900">
        Your allergies and diets
      </h2>
      <p className="text-sm text-ink-muted">
        Recipes, meal plans and menus warn everyone at home when they conflict with what you mark here.
      </p>
      <form onSubmit={submit} className="space-y-4">
        <Choices
          legend="Allergies"
          options={ALLERGENS}
          labels={ALLERGEN_LABELS}
          chosen={allergies}
          onChange={setAllergies}
        />
        <Choices legend="Diets" options={DIETS} labels={DIET_LABELS} chosen={diets} onChange={setDiets} />
        <Button type="submit" disabled={save.isPending}>
          Save allergies and diets
        </Button>
      </form>
    </section>
  );
}
