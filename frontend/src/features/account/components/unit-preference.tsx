import type { UnitPreference as Units } from '@contracts/account';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/query-client';
import { useSetUnits } from '../api/set-units';

const CHOICES: readonly { value: Units; label: string; hint: string }[] = [
  { value: 'us', label: 'US customary', hint: 'cups, ounces, pounds' },
  { value: 'metric', label: 'Metric', hint: 'grams, millilitres' },
];

/** The units a recipe's Convert shows; saved at once on the profile. */
export function UnitPreference({ units }: { units: Units }) {
  const setUnits = useSetUnits();
  // Shown chosen at once; put back if the server refuses.
  const [chosen, setChosen] = useState(units);
  useEffect(() => setChosen(units), [units]);
  const change = async (next: Units) => {
    setChosen(next);
    try {
      await setUnits.mutateAsync(next);
      toast.success(next === 'metric' ? 'Recipes convert to metric' : 'Recipes convert to US customary');
    } catch (error) {
      setChosen(units);
      toast.error('Error', { description: errorMessage(error) });
    }
  };
  return (
    <fieldset className="mt-6 space-y-2 border-t border-cream-200 pt-5" disabled={setUnits.isPending}>
      <legend className="text-sm font-semibold text-ink">Units</legend>
      <p className="text-xs text-ink-muted">What a recipe's Convert button shows amounts in.</p>
      <div className="flex flex-wrap gap-4">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="units"
              value={choice.value}
              checked={chosen === choice.value}
              onChange={() => void change(choice.value)}
              className="size-4 accent-terracotta-600"
            />
            <span>
              {choice.label} <span className="text-ink-muted">({choice.hint})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
