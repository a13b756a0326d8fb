// Labelled checkboxes for a person's allergies or diets (issue 38): a member's own on the household page,
// a dinner-party guest's on the menu.
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

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
