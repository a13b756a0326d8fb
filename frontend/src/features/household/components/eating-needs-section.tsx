import type { HouseholdMember } from '@contracts/households';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EatingNeedsFields } from '@/components/eating-needs-choices';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/query-client';
import { useSetEatingNeeds } from '../api/household';

export function EatingNeedsSection({ me }: { me: HouseholdMember }) {
  const { t } = useLingui();
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
        <EatingNeedsFields control={form.control} legends={{ allergies: t`Allergies`, diets: t`Diets` }} />
        <Button type="submit" disabled={save.isPending}>
          <Trans>Save allergies and diets</Trans>
        </Button>
      </form>
    </section>
  );
}
