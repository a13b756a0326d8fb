// Labelled checkboxes for a person's allergies or diets (issue 38): a member's own on the household page,
// a dinner-party guest's on the menu.
import { ALLERGENS, type Allergen, DIETS, type Diet } from '@contracts/allergens';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { useDietaryNames } from '@/lib/dietary-labels';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function EatingNeedsChoices<T extends string>({
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

/** A form's `allergies` and `diets`, each kept in its list's order. */
export interface EatingNeedsValues {
  allergies: Allergen[];
  diets: Diet[];
}

/**
 * A person's allergies and diets as two checkbox groups of a react-hook-form form (a member's own, a
 * dinner-party guest's). The legends come from the caller, in its own catalog.
 */
export function EatingNeedsFields<T extends EatingNeedsValues>({
  control,
  legends,
}: {
  control: Control<T>;
  legends: { allergies: string; diets: string };
}) {
  const names = useDietaryNames();
  // The form holds at least these two fields (T extends EatingNeedsValues), which is all this reads or writes.
  const needs = control as unknown as Control<EatingNeedsValues>;
  return (
    <>
      <Controller
        control={needs}
        name="allergies"
        render={({ field }) => (
          <EatingNeedsChoices
            legend={legends.allergies}
            options={ALLERGENS}
            labels={names.allergens}
            chosen={new Set(field.value)}
            onChange={(chosen) => field.onChange(ALLERGENS.filter((allergen) => chosen.has(allergen)))}
          />
        )}
      />
      <Controller
        control={needs}
        name="diets"
        render={({ field }) => (
          <EatingNeedsChoices
            legend={legends.diets}
            options={DIETS}
            labels={names.diets}
            chosen={new Set(field.value)}
            onChange={(chosen) => field.onChange(DIETS.filter((diet) => chosen.has(diet)))}
          />
        )}
      />
    </>
  );
}
