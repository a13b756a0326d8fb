import type { MakeVariantRequest } from '@contracts/recipe-versions';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { FormAlert, FormButtons } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { failureMessage } from '@/lib/failure-message';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useMakeVariant } from '../api/make-variant';

const checkVariant = schemaOnFirstCheck(() =>
  import('@contracts/recipe-versions').then((contract) => contract.makeVariantRequest),
);

/**
 * "Make my version": your own recipe, linked to this one and the version it starts from (issue 39). The
 * form is drawn only while the dialog is open, so each opening starts from the suggested title.
 */
export function MakeVariantDialog({
  recipe,
  cookName,
}: {
  recipe: { id: string; title: string };
  cookName: string;
}) {
  const { t } = useLingui();
  const title0 = recipe.title;
  const suggested = cookName ? t`${title0} — ${cookName}'s version` : t`${title0} — my version`;
  const [open, setOpen] = useState(false);
  const makeVariant = useMakeVariant(recipe.id);
  const navigate = useNavigate();
  // Kept here, not in the form: a version saved after the dialog was closed still opens.
  const made = (variant: { id: string }) => {
    setOpen(false);
    toast.success(t`Your version is saved`);
    void navigate(`/recipe/${encodeURIComponent(variant.id)}`);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Trans>Make my version</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Make my version`}
        description={t`Your own copy to change as you like, linked to this recipe and its current version.`}
      >
        <VariantForm
          suggested={suggested}
          make={(title) => makeVariant.mutateAsync(title).then(made)}
          busy={makeVariant.isPending}
          cancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function VariantForm({
  suggested,
  make,
  busy,
  cancel,
}: {
  suggested: string;
  make: (title: string) => Promise<void>;
  busy: boolean;
  cancel: () => void;
}) {
  const { t } = useLingui();
  const form = useForm<MakeVariantRequest>({ resolver: checkVariant, defaultValues: { title: suggested } });
  // The contract's message for a title it refuses, else what the server said (SPEC 8).
  const error = form.formState.errors.root?.message ?? form.formState.errors.title?.message;
  const submit = form.handleSubmit(({ title }) =>
    make(title).catch((failure: unknown) =>
      form.setError('root', {
        message: failureMessage(failure, t`Failed to make your version. Please try again.`),
      }),
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <FormField label={t`Title of your version`}>
        <Input maxLength={200} {...form.register('title')} />
      </FormField>
      <FormAlert message={error} />
      <FormButtons onCancel={cancel} label={t`Make my version`} busyLabel={t`Saving…`} busy={busy} />
    </form>
  );
}
