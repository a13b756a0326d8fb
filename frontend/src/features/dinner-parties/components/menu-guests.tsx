// A dinner party's guests with their allergies and diets (issue 38), without accounts: each course is
// checked against them and flagged for the guest it conflicts with ("Not vegetarian — Jo keeps it").
import type { Allergen, Diet } from '@contracts/allergens';
import type { HouseholdMember } from '@contracts/households';
import type { MenuGuest } from '@contracts/planning';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { EatingNeedsFields } from '@/components/eating-needs-choices';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDietaryNames } from '@/lib/dietary-labels';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useSetMenuGuests } from '../api/dinner-parties';

/** Guests as the people a dish is checked against. */
export const guestsAsPeople = (guests: readonly MenuGuest[] | undefined): HouseholdMember[] =>
  (guests ?? []).map((guest, index) => ({
    userId: `guest-${index}`,
    displayName: guest.name,
    role: 'member',
    joinedAt: '',
    allergies: guest.allergies,
    diets: guest.diets,
  }));

// The contract's rules for a guest load at the first check: the menu's page opens without zod.
const checkGuest = schemaOnFirstCheck(() => import('@contracts/planning').then((rules) => rules.menuGuest));

export function MenuGuests({ menuId, guests }: { menuId: string; guests: MenuGuest[] }) {
  const { t } = useLingui();
  const names = useDietaryNames();
  const needsText = (guest: MenuGuest) =>
    [
      ...guest.diets.map((diet) => names.diets[diet]),
      ...guest.allergies.map((a) => {
        const allergen = names.allergens[a];
        return t`no ${allergen}`;
      }),
    ].join(', ') || t`eats everything`;
  const save = useSetMenuGuests(menuId);
  // A guest as the contract takes one: the name trimmed, allergies and diets in the lists' order.
  const form = useForm({
    resolver: checkGuest,
    defaultValues: { name: '', allergies: [] as Allergen[], diets: [] as Diet[] },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const add = form.handleSubmit((guest) =>
    save.mutate([...guests, guest], { onSuccess: () => form.reset() }),
  );
  return (
    <section aria-labelledby="guests-heading" className="space-y-3">
      <h2 id="guests-heading" className="text-xl font-semibold text-terracotta-900">
        <Trans>Guests’ allergies and diets</Trans>
      </h2>
      {guests.length > 0 ? (
        <ul className="space-y-2">
          {guests.map((guest, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: guests are positional and may share a name
              key={index}
              className="flex items-center gap-3 rounded-xl bg-white/85 p-2 ring-1 ring-cream-300/70"
            >
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{guest.name}</span>
                <span className="text-sm text-ink-muted"> — {needsText(guest)}</span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Remove guest ${ph({ name: guest.name })}`}
                disabled={save.isPending}
                onClick={() => save.mutate(guests.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">
          <Trans>Add guests who avoid something, and each course says who may not eat it.</Trans>
        </p>
      )}
      <details className="rounded-2xl border border-cream-300/80 bg-white/70 p-4">
        <summary className="cursor-pointer font-semibold">
          <Trans>Add a guest</Trans>
        </summary>
        <form onSubmit={(event) => void add(event)} className="mt-3 space-y-4">
          <FormField label={t`Guest’s name`} error={form.formState.errors.name?.message}>
            <Input maxLength={60} {...form.register('name')} />
          </FormField>
          <EatingNeedsFields control={form.control} legends={{ allergies: t`Allergies`, diets: t`Diets` }} />
          <Button type="submit" disabled={save.isPending || name.trim() === ''}>
            <Trans>Add guest</Trans>
          </Button>
        </form>
      </details>
    </section>
  );
}
