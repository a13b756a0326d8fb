import type { ShareRecipeRequest } from '@contracts/sharing';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus, X } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/failure-message';
import { useServerMessage } from '@/lib/i18n/server-text';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useRecipeShares, useRevokeShare, useShareRecipe } from '../api/recipe-shares';

const checkShare = schemaOnFirstCheck(() =>
  import('@contracts/sharing').then((contract) => contract.shareRecipeRequest),
);

/**
 * The owner shares a recipe with one person by their Hearth account's e-mail address; that person can
 * then open and save it even while it is private. The list below shows who has it, each revocable.
 */
export function ShareWithPerson({ recipeId }: { recipeId: string }) {
  const emailId = useId();
  const errorId = useId();
  const listId = useId();
  // The contract's address check and message; an error waits for the next Share, not each keystroke.
  const form = useForm<ShareRecipeRequest>({
    resolver: checkShare,
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const error = useServerMessage(form.formState.errors.email?.message);
  const shares = useRecipeShares(recipeId, true);
  const share = useShareRecipe(recipeId);
  const revoke = useRevokeShare(recipeId);
  const { t } = useLingui();

  const submit = form.handleSubmit(({ email: address }) => {
    share.mutate(address, {
      onSuccess: ({ share: person, created, notified }) => {
        form.reset();
        const name = person.displayName || person.email;
        if (!created) toast.info(t`Already shared with ${name}`);
        else if (notified) toast.success(t`Shared with ${name}`);
        else
          toast.success(t`Shared with ${name}`, {
            description: t`The e-mail telling them could not be sent.`,
          });
      },
      onError: (failure) =>
        form.setError('email', {
          message: failureMessage(failure, t`Failed to share recipe. Please try again.`),
        }),
    });
  });

  const people = shares.data?.shares ?? [];
  return (
    <div className="space-y-3">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-1.5">
        <Label htmlFor={emailId}>
          <Trans>Share with a person</Trans>
        </Label>
        <p className="text-sm text-ink-muted">
          <Trans>
            Enter the e-mail address of their Hearth account. They can open and save it even while it is
            private.
          </Trans>
        </p>
        <div className="flex gap-2">
          <Input
            id={emailId}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={t`name@example.com`}
            {...form.register('email', { onChange: () => form.clearErrors('email') })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" className="shrink-0" disabled={share.isPending || !email.trim()}>
            {share.isPending ? <Spinner className="size-4" /> : <UserPlus aria-hidden="true" />}
            <Trans>Share</Trans>
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>

      <section aria-labelledby={listId} className="space-y-2">
        <h3 id={listId} className="text-sm font-semibold text-terracotta-900">
          <Trans>Shared with</Trans>
        </h3>
        {shares.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" /> <Trans>Loading people…</Trans>
          </p>
        ) : shares.isError ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>Could not load who this recipe is shared with.</Trans>
          </p>
        ) : people.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>Not shared with anyone yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-cream-200 rounded-xl border border-cream-300">
            {people.map((person) => {
              const name = person.displayName || person.email;
              return (
                <li key={person.userId} className="flex items-center gap-3 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-ink">{name}</p>
                    {person.displayName ? (
                      <p className="truncate text-xs text-ink-muted">{person.email}</p>
                    ) : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Stop sharing with ${name}`}
                    disabled={revoke.isPending && revoke.variables === person.userId}
                    onClick={() =>
                      revoke.mutate(person.userId, {
                        onSuccess: () => toast.success(t`${name} can no longer open this recipe`),
                        onError: () => toast.error(t`Failed to stop sharing. Please try again.`),
                      })
                    }
                  >
                    <X aria-hidden="true" />
                    <Trans>Revoke</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
