import type { PantryItem } from '@contracts/pantry';
import {
  MAX_PANTRY_FOOD_LENGTH,
  MAX_PANTRY_UNIT_LENGTH,
  PANTRY_PLACES,
  type PantryPlace,
} from '@contracts/pantry-places';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
  const form = useForm({
    defaultValues: {
      food: item?.food ?? '',
      amount: item?.amount?.toString() ?? '',
      unit: item?.unit ?? '',
      place: item?.place ?? ('fridge' as PantryPlace),
      bestBefore: item?.bestBefore ?? '',
    },
    // The message stays until the next try, as it did; the food is checked before the amount.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const error = errors.food ? 'food' : errors.amount ? 'amount' : null;
  const amountOf = (amount: string) => (amount.trim() === '' ? null : Number(amount));
  // After adding, the next food starts blank in the same place.
  const reset = () =>
    form.reset({ food: '', amount: '', unit: '', place: form.getValues('place'), bestBefore: '' });
  const submit = form.handleSubmit(({ food, amount, unit, place, bestBefore }) =>
    onSubmit(
      {
        food: food.trim(),
        amount: amountOf(amount),
        unit: unit.trim() || null,
        place,
        bestBefore: bestBefore || null,
      },
      reset,
    ),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
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
          maxLength={MAX_PANTRY_FOOD_LENGTH}
          placeholder={item ? undefined : t`e.g. 6 eggs, flour`}
          aria-invalid={error === 'food' ? true : undefined}
          {...form.register('food', { validate: (food) => /\p{L}/u.test(food) })}
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
          {...form.register('amount', {
            validate: (amount) => {
              const number = amountOf(amount);
              return number === null || (Number.isFinite(number) && number > 0);
            },
          })}
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
          maxLength={MAX_PANTRY_UNIT_LENGTH}
          placeholder={t`g, cups`}
          {...form.register('unit')}
        />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={`${id}-place`} className={labelClasses}>
          <Trans>Place</Trans>
        </label>
        <select id={`${id}-place`} className={selectClasses} {...form.register('place')}>
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
        <Input id={`${id}-best-before`} type="date" {...form.register('bestBefore')} />
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
