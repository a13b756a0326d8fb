import type { UnitPreference as Units } from '@contracts/account';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { SettingChoice } from '@/components/setting-choice';
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
    <SettingChoice
      name="units"
      legend={<Trans>Units</Trans>}
      hint={<Trans>What a recipe's Convert button shows amounts in.</Trans>}
      options={CHOICES.map((choice) => ({
        value: choice.value,
        label: (
          <span>
            {i18n._(choice.label)} <span className="text-ink-muted">({i18n._(choice.hint)})</span>
          </span>
        ),
      }))}
      chosen={chosen}
      onChoose={(next) => void change(next)}
      disabled={setUnits.isPending}
    />
  );
}
