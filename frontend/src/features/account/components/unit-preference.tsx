import type { UnitPreference as Units } from '@contracts/account';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/query-client';
import { useSetUnits } from '../api/update-profile';

const CHOICES: readonly { value: Units; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { value: 'us', label: msg`US customary`, hint: msg`cups, ounces, pounds` },
  { value: 'metric', label: msg`Metric`, hint: msg`grams, millilitres` },
];

/** The units a recipe's Convert shows; saved at once on the profile. */
export function UnitPreference({ units }: { units: Units }) {
  const { i18n, t } = useLingui();
  const setUnits = useSetUnits();
  // Shown chosen at once; put back if the server refuses.
  const [chosen, setChosen] = useState(units);
  useEffect(() => setChosen(units), [units]);
  const change = async (next: Units) => {
    setChosen(next);
    try {
      await setUnits.mutateAsync(next);
      toast.success(next === 'metric' ? t`Recipes convert to metric` : t`Recipes convert to US customary`);
    } catch (error) {
      setChosen(units);
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  };
  return (
    <fieldset className="mt-6 space-y-2 border-t border-cream-200 pt-5" disabled={setUnits.isPending}>
      <legend className="text-sm font-semibold text-ink">
        <Trans>Units</Trans>
      </legend>
      <p className="text-xs text-ink-muted">
        <Trans>What a recipe's Convert button shows amounts in.</Trans>
      </p>
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
              {i18n._(choice.label)} <span className="text-ink-muted">({i18n._(choice.hint)})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
