import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useDialogOpen } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { mealPlans } from '../api/meal-plans';
import { nextMonday } from '../lib/week';

const blank = () => ({ name: '', startDate: nextMonday() });

// The contract's rules load at the first check: the plans' pages open without zod.
const checkNewPlan = schemaOnFirstCheck(() =>
  import('@contracts/planning').then((rules) => rules.createMealPlanRequest),
);

/** New Meal Plan: name and start date, both required ('Please fill in all fields'). */
export function NewMealPlanDialog() {
  const { t } = useLingui();
  const form = useForm({ resolver: checkNewPlan, defaultValues: blank() });
  const { errors, isSubmitted, isSubmitSuccessful } = form.formState;
  const dialog = useDialogOpen(() => form.reset(blank()));
  const { create, save } = mealPlans.useCreateAndOpen(() => dialog.onOpenChange(false));
  const problem = t`Please fill in all fields`;

  const onSubmit = form.handleSubmit(save, () => toast.error(problem));

  return (
    <FormDialog
      {...dialog}
      trigger={<Trans>New Meal Plan</Trans>}
      title={t`New Meal Plan`}
      description={t`Name the week and choose when it starts.`}
      onSubmit={onSubmit}
      submitLabel={t`Create Plan`}
      busyLabel={t`Creating…`}
      busy={create.isPending}
      alert={isSubmitted && !isSubmitSuccessful ? problem : null}
    >
      <FormField label={t`Plan name`} error={errors.name ? problem : undefined}>
        <Input placeholder={t`e.g. Week of school lunches`} maxLength={120} {...form.register('name')} />
      </FormField>
      <FormField
        label={t`Start date`}
        hint={t`The plan shows the Monday-to-Sunday week holding this date.`}
        error={errors.startDate ? problem : undefined}
      >
        <Input type="date" {...form.register('startDate')} />
      </FormField>
    </FormDialog>
  );
}
