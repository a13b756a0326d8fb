import {
  MAX_PANTRY_FOOD_LENGTH,
  MAX_PANTRY_UNIT_LENGTH,
  PANTRY_PLACES,
  type PantryItem,
  type PantryPlace,
} from '@contracts/pantry';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PLACE_LABELS } from '../lib/places';

export interface FoodFields {
  food: string;
  amount: number | null;
  unit: string | null;
  place: PantryPlace;
  bestBefore: string | null;
}

const selectClasses =
  'block h-11 w-full rounded-xl border border-cream-300 bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-terracotta-500/60';

const labelClasses = 'text-sm font-medium text-ink';

/**
 * A food's fields: what it is, how much (optional), where it is kept and its best-before date (optional).
 * Adding, the food may carry its amount ("6 eggs"); editing shows each field as kept.
 */
export function FoodForm({
  item,
  submitLabel,
  busy = false,
  onSubmit,
  onCancel,
}: {
  item?: PantryItem;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (fields: FoodFields, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [food, setFood] = useState(item?.food ?? '');
  const [amount, setAmount] = useState(item?.amount?.toString() ?? '');
  const [unit, setUnit] = useState(item?.unit ?? '');
  const [place, setPlace] = useState<PantryPlace>(item?.place ?? 'fridge');
  const [bestBefore, setBestBefore] = useState(item?.bestBefore ?? '');
  const [error, setError] = useState<'food' | 'amount' | null>(null);
  const reset = () => {
    setFood('');
    setAmount('');
    setUnit('');
    setBestBefore('');
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/\p{L}/u.test(food)) return setError('food');
    const number = amount.trim() === '' ? null : Number(amount);
    if (number !== null && (!Number.isFinite(number) || number <= 0)) return setError('amount');
    setError(null);
    onSubmit(
      { food: food.trim(), amount: number, unit: unit.trim() || null, place, bestBefore: bestBefore || null },
      reset,
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-2 gap-3 sm:grid-cols-6"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <div className="col-span-2 space-y-1 sm:col-span-6">
        <label htmlFor={`${id}-food`} className={labelClasses}>
          <Trans>Food</Trans>
        </label>
        <Input
          id={`${id}-food`}
          value={food}
          maxLength={MAX_PANTRY_FOOD_LENGTH}
          placeholder={item ? undefined : t`e.g. 6 eggs, flour`}
          aria-invalid={error === 'food' ? true : undefined}
          onChange={(event) => setFood(event.target.value)}
        />
      </div>
      <div className="space-y-1 sm:col-span-1">
        <label htmlFor={`${id}-amount`} className={labelClasses}>
          <Trans>
            Amount <span className="font-normal text-ink-muted">(optional)</span>
          </Trans>
        </label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <div className="space-y-1 sm:col-span-1">
        <label htmlFor={`${id}-unit`} className={labelClasses}>
          <Trans>
            Unit <span className="font-normal text-ink-muted">(optional)</span>
          </Trans>
        </label>
        <Input
          id={`${id}-unit`}
          value={unit}
          maxLength={MAX_PANTRY_UNIT_LENGTH}
          placeholder={t`g, cups`}
          onChange={(event) => setUnit(event.target.value)}
        />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={`${id}-place`} className={labelClasses}>
          <Trans>Place</Trans>
        </label>
        <select
          id={`${id}-place`}
          className={selectClasses}
          value={place}
          onChange={(event) => setPlace(event.target.value as PantryPlace)}
        >
          {PANTRY_PLACES.map((value) => (
            <option key={value} value={value}>
              {i18n._(PLACE_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={`${id}-best-before`} className={labelClasses}>
          <Trans>
            Best before <span className="font-normal text-ink-muted">(optional)</span>
          </Trans>
        </label>
        <Input
          id={`${id}-best-before`}
          type="date"
          value={bestBefore}
          onChange={(event) => setBestBefore(event.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="col-span-2 text-sm text-red-700 sm:col-span-6">
          {error === 'food' ? t`Please enter a food` : t`The amount must be more than 0`}
        </p>
      ) : null}
      <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-6">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
