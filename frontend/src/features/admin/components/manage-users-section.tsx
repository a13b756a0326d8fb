import type { AdminUser } from '@contracts/admin';
import { UsersRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { EmailForm } from '@/components/email-form';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import {
  useChangeUserEmail,
  useDeleteUser,
  useGrantLifetime,
  useRevokeLifetime,
  useUserSearch,
} from '../api/users';
import { invalidEmail, looksLikeEmail } from '../lib/format';

function ChangeEmailDialog({ user }: { user: AdminUser }) {
  const change = useChangeUserEmail();
  const [open, setOpen] = useState(false);
  const submit = (email: string, clear: () => void) =>
    change.mutate(
      { userId: user.id, email },
      {
        onSuccess: () => {
          toast.success('Email changed', { description: `${user.email} is now ${email.toLowerCase()}` });
          setOpen(false);
          clear();
        },
        onError: (error) => toast.error('Failed to update email', { description: error.message }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Change Email for ${user.email}`}>
          Change Email
        </Button>
      </DialogTrigger>
      <DialogContent title="Change Email" description={`The new sign-in address for ${user.email}.`}>
        <EmailForm
          label="New email"
          submitLabel="Save Email"
          busyLabel="Saving..."
          busy={change.isPending}
          accepts={looksLikeEmail}
          onInvalid={invalidEmail}
          onSend={submit}
          className="space-y-4"
        />
      </DialogContent>
    </Dialog>
  );
}

function DeleteUserDialog({ user }: { user: AdminUser }) {
  const remove = useDeleteUser();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="danger" aria-label={`Delete Account of ${user.email}`}>
          Delete Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title="Delete this account?"
        description={`${user.email} will no longer be able to sign in, and their recipes, files, lists, plans, videos, comments and ratings are removed. This cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Account'}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              toast.success('Account deleted', { description: user.email });
              setOpen(false);
            },
            onError: (error) => toast.error('Failed to delete user', { description: error.message }),
          })
        }
      />
    </AlertDialog>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const grant = useGrantLifetime();
  const revoke = useRevokeLifetime();
  const busy = grant.isPending || revoke.isPending;
  return (
    <li className="space-y-2 rounded-2xl border border-cream-300 bg-white/70 p-3" aria-label={user.email}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-all">{user.email}</span>
        {user.hasLifetimeAccess ? <Badge tone="tag">Lifetime</Badge> : null}
        {user.isAdmin ? <Badge tone="muted">Admin</Badge> : null}
      </div>
      {user.displayName ? <p className="text-sm text-ink-muted">{user.displayName}</p> : null}
      <div className="flex flex-wrap gap-2">
        {user.hasLifetimeAccess ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`Revoke Lifetime for ${user.email}`}
            onClick={() =>
              revoke.mutate(user.id, {
                onSuccess: () => toast.success('Lifetime access revoked', { description: user.email }),
                onError: (error) =>
                  toast.error('Failed to revoke lifetime access', { description: error.message }),
              })
            }
          >
            Revoke Lifetime
          </Button>
        ) : (
          <Button
            size="sm"
            disabled={busy}
            aria-label={`Grant Lifetime for ${user.email}`}
            onClick={() =>
              grant.mutate(user.id, {
                onSuccess: () => toast.success('Lifetime access granted', { description: user.email }),
                onError: (error) =>
                  toast.error('Failed to grant lifetime access', { description: error.message }),
              })
            }
          >
            Grant Lifetime
          </Button>
        )}
        <ChangeEmailDialog user={user} />
        <DeleteUserDialog user={user} />
      </div>
    </li>
  );
}

export function ManageUsersSection() {
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const search = useUserSearch(term);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTerm(draft.trim());
  };
  const failure = search.isError ? search.error.message : null;
  useEffect(() => {
    if (failure) toast.error('Failed to search users', { description: failure });
  }, [failure]);

  return (
    <Card>
      <CardHeader>
        <UsersRound aria-hidden="true" className="size-7 text-terracotta-600" />
        <CardTitle className="text-xl">Manage User Access</CardTitle>
        <CardDescription>
          Find a member by e-mail to grant or revoke lifetime access, fix an address, or delete an account.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          onSubmit={submit}
          aria-label="Search users"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
        >
          <FormField label="Search users by email" className="flex-1">
            <Input
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              autoComplete="off"
            />
          </FormField>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        {term.length === 0 ? null : search.isPending ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Searching...
          </p>
        ) : search.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            Failed to search users
          </p>
        ) : search.data.users.length === 0 ? (
          <p className="text-sm text-ink-muted">No users found for “{term}”.</p>
        ) : (
          <ul aria-label="Users found" className="space-y-2">
            {search.data.users.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
