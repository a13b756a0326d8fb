import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useDialogOpen } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { dinnerParties } from '../api/dinner-parties';

const blank = { name: '', eventDate: '', description: '', guestCount: '' };

// The contract's rules load at the first check: the dinner parties' pages open without zod.
const checkNewMenu = schemaOnFirstCheck(() =>
  import('@contracts/planning').then((rules) => rules.createMenuRequest),
);

/** New Dinner Party: a name ('Please enter a menu name'); date, description and guests optional. */
export function NewDinnerPartyDialog() {
  const { t } = useLingui();
  const form = useForm({ resolver: checkNewMenu, defaultValues: blank });
  const { errors } = form.formState;
  const dialog = useDialogOpen(() => form.reset(blank));
  const { create, save } = dinnerParties.useCreateAndOpen(() => dialog.onOpenChange(false));
  const problem = t`Please enter a menu name`;

  const onSubmit = form.handleSubmit(
    save,
    // A bad date or guest count is the server's 4xx, said before it is sent (SPEC 8).
    (invalid) =>
      invalid.name
        ? toast.error(problem)
        : toast.error(t`Failed to create menu`, {
            description: (invalid.eventDate ?? invalid.guestCount ?? invalid.description)?.message,
          }),
  );

  return (
    <FormDialog
      {...dialog}
      trigger={<Trans>New Dinner Party</Trans>}
      title={t`New Dinner Party`}
      description={t`Name the menu; the rest can wait.`}
      onSubmit={onSubmit}
      submitLabel={t`Create Menu`}
      busyLabel={t`Creating…`}
      busy={create.isPending}
    >
      <FormField label={t`Menu name`} error={errors.name ? problem : undefined}>
        <Input maxLength={120} placeholder={t`e.g. Harvest dinner`} {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Date`} optional error={errors.eventDate?.message}>
          <Input type="date" {...form.register('eventDate')} />
        </FormField>
        <FormField label={t`Guests`} optional error={errors.guestCount?.message}>
          <Input type="number" inputMode="numeric" min={1} max={500} {...form.register('guestCount')} />
        </FormField>
      </div>
      <FormField label={t`Description`} optional error={errors.description?.message}>
        <Textarea rows={3} maxLength={2000} {...form.register('description')} />
      </FormField>
    </FormDialog>
  );
}
