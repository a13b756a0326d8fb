// Your allergies and diets (issue 38): labelled checkboxes, saved together. Every recipe, plan and menu
// is checked against what each member keeps here ("Contains peanuts — Sam is allergic").
import { ALLERGENS, DIETS } from '@contracts/allergens';
import type { HouseholdMember } from '@contracts/households';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EatingNeedsChoices as Choices } from '@/components/eating-needs-choices';
import { Button } from '@/components/ui/button';
import { useDietaryNames } from '@/lib/dietary-labels';
import { errorMessage } from '@/lib/query-client';
import { useSetEatingNeeds } from '../api/household';

export function EatingNeedsSection({ me }: { me: HouseholdMember }) {
  const { t } = useLingui();
  const names = useDietaryNames();
  const save = useSetEatingNeeds(me.userId);
  // Kept in the lists' order, as the contract takes them.
  const form = useForm({ defaultValues: { allergies: me.allergies ?? [], diets: me.diets ?? [] } });
  const submit = form.handleSubmit((needs) =>
    save.mutate(needs, {
      onSuccess: () => toast.success(t`Your allergies and diets are saved`),
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return (
    <section aria-labelledby="eating-heading" className="space-y-3">
      <h2 id="eating-heading" className="font-display text-xl font-semibold text-terracotta-900">
        <Trans>Your allergies and diets</Trans>
      </h2>
      <p className="text-sm text-ink-muted">
        <Trans>
          Recipes, meal plans and menus warn everyone at home when they conflict with what you mark here.
        </Trans>
      </p>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <Controller
          control={form.control}
          name="allergies"
          render={({ field }) => (
            <Choices
              legend={t`Allergies`}
              options={ALLERGENS}
              labels={names.allergens}
              chosen={new Set(field.value)}
              onChange={(chosen) => field.onChange(ALLERGENS.filter((allergen) => chosen.has(allergen)))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="diets"
          render={({ field }) => (
            <Choices
              legend={t`Diets`}
              options={DIETS}
              labels={names.diets}
              chosen={new Set(field.value)}
              onChange={(chosen) => field.onChange(DIETS.filter((diet) => chosen.has(diet)))}
            />
          )}
        />
        <Button type="submit" disabled={save.isPending}>
          <Trans>Save allergies and diets</Trans>
        </Button>
      </form>
    </section>
  );
}
