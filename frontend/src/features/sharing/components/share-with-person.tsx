import { UserPlus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useRecipeShares, useRevokeShare, useShareRecipe } from '../api/recipe-shares';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/**
 * The owner shares a recipe with one person by their Hearth account's e-mail address; that person can
 * then open and save it even while it is private. The list below shows who has it, each revocable.
 */
export function ShareWithPerson({ recipeId }: { recipeId: string }) {
  const emailId = useId();
  const errorId = useId();
  const listId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shares = useRecipeShares(recipeId, true);
  const share = useShareRecipe(recipeId);
  const revoke = useRevokeShare(recipeId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setError('Please enter a valid email address');
      return;
    }
    setError(null);
    share.mutate(address, {
      onSuccess: ({ share: person, created, notified }) => {
        setEmail('');
        const name = person.displayName || person.email;
        if (!created) toast.info(`Already shared with ${name}`);
        else if (notified) toast.success(`Shared with ${name}`);
        else
          toast.success(`Shared with ${name}`, { description: 'The e-mail telling them could not be sent.' });
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : 'Failed to share recipe. Please try again.'),
    });
  };

  const people = shares.data?.shares ?? [];
  return (
    <div className="space-y-3">
      <form onSubmit={submit} noValidate className="space-y-1.5">
        <Label htmlFor={emailId}>Share with a person</Label>
        <p className="text-sm text-ink-muted">
          Enter the e-mail address of their Hearth account. They can open and save it even while it is
          private.
        </p>
        <div className="flex gap-2">
          <Input
            id={emailId}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" className="shrink-0" disabled={share.isPending || !email.trim()}>
            {share.isPending ? <Spinner className="size-4" /> : <UserPlus aria-hidden="true" />}
            Share
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
          Shared with
        </h3>
        {shares.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" /> Loading people…
          </p>
        ) : shares.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load who this recipe is shared with.
          </p>
        ) : people.length === 0 ? (
          <p className="text-sm text-ink-muted">Not shared with anyone yet.</p>
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
                    aria-label={`Stop sharing with ${name}`}
                    disabled={revoke.isPending && revoke.variables === person.userId}
                    onClick={() =>
                      revoke.mutate(person.userId, {
                        onSuccess: () => toast.success(`${name} can no longer open this recipe`),
                        onError: () => toast.error('Failed to stop sharing. Please try again.'),
                      })
                    }
                  >
                    <X aria-hidden="true" />
                    Revoke
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
