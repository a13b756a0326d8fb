import type { HouseholdView } from '@contracts/households';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/query-client';
import { useUpdateHousehold } from '../api/household';

/** The household's name; its owner may rename it (Escape or Cancel leaves it as it was). */
export function HouseholdName({ household }: { household: HouseholdView }) {
  const { t } = useLingui();
  const update = useUpdateHousehold();
  const [editing, setEditing] = useState(false);
  const form = useForm({ defaultValues: { name: household.name } });
  if (!editing)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl font-semibold text-terracotta-900">{household.name}</h2>
        {household.role === 'owner' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              form.reset({ name: household.name });
              setEditing(true);
            }}
          >
            <Trans>Rename household</Trans>
          </Button>
        ) : null}
      </div>
    );
  const save = form.handleSubmit(({ name }) =>
    update.mutate(
      { name },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(t`Household renamed`);
        },
        onError: (failure) => form.setError('name', { message: errorMessage(failure) }),
      },
    ),
  );
  return (
    <form
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setEditing(false);
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <FormField
        label={t`Household name`}
        error={form.formState.errors.name?.message}
        className="min-w-64 flex-1"
      >
        <Input maxLength={60} autoFocus {...form.register('name')} />
      </FormField>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t`Saving…` : t`Save`}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
