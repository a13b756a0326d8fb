import type { AdminUser } from '@contracts/admin';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EmailForm } from '@/components/email-form';
import { Confirmed } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  useChangeUserEmail,
  useDeleteUser,
  useGrantLifetime,
  useRevokeLifetime,
  useUserSearch,
} from '../api/users';
import { invalidEmail, looksLikeEmail } from '../lib/format';
import { AdminListState, AdminSection } from './admin-section';

function ChangeEmailDialog({ user }: { user: AdminUser }) {
  const { t: tr } = useLingui();
  const change = useChangeUserEmail();
  const [open, setOpen] = useState(false);
  const submit = (email: string, clear: () => void) =>
    change.mutate(
      { userId: user.id, email },
      {
        onSuccess: () => {
          const next = email.toLowerCase();
          toast.success(t`Email changed`, { description: t`${user.email} is now ${next}` });
          setOpen(false);
          clear();
        },
        onError: (error) => toast.error(t`Failed to update email`, { description: error.message }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={tr`Change Email for ${user.email}`}>
          <Trans>Change Email</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={tr`Change Email`} description={tr`The new sign-in address for ${user.email}.`}>
        <EmailForm
          label={tr`New email`}
          submitLabel={tr`Save Email`}
          busyLabel={tr`Saving...`}
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
  const { t: tr } = useLingui();
  const remove = useDeleteUser();
  return (
    <Confirmed
      trigger={
        <Button size="sm" variant="danger" aria-label={tr`Delete Account of ${user.email}`}>
          <Trans>Delete Account</Trans>
        </Button>
      }
      title={tr`Delete this account?`}
      description={tr`${user.email} will no longer be able to sign in, and their recipes, files, lists, plans, videos, comments and ratings are removed. This cannot be undone.`}
      confirmLabel={remove.isPending ? tr`Deleting...` : tr`Delete Account`}
      busy={remove.isPending}
      onConfirm={(done) =>
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.success(t`Account deleted`, { description: user.email });
            done();
          },
          onError: (error) => toast.error(t`Failed to delete user`, { description: error.message }),
        })
      }
    />
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t: tr } = useLingui();
  const grant = useGrantLifetime();
  const revoke = useRevokeLifetime();
  const busy = grant.isPending || revoke.isPending;
  // One button: revoke what the member has, or grant what they lack.
  const lifetime = user.hasLifetimeAccess
    ? {
        change: revoke,
        variant: 'outline' as const,
        label: tr`Revoke Lifetime for ${user.email}`,
        text: <Trans>Revoke Lifetime</Trans>,
        done: () => t`Lifetime access revoked`,
        failed: () => t`Failed to revoke lifetime access`,
      }
    : {
        change: grant,
        variant: undefined,
        label: tr`Grant Lifetime for ${user.email}`,
        text: <Trans>Grant Lifetime</Trans>,
        done: () => t`Lifetime access granted`,
        failed: () => t`Failed to grant lifetime access`,
      };
  return (
    <li className="space-y-2 rounded-2xl border border-cream-300 bg-white/70 p-3" aria-label={user.email}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-all">{user.email}</span>
        {user.hasLifetimeAccess ? (
          <Badge tone="tag">
            <Trans>Lifetime</Trans>
          </Badge>
        ) : null}
        {user.isAdmin ? (
          <Badge tone="muted">
            <Trans>Admin</Trans>
          </Badge>
        ) : null}
      </div>
      {user.displayName ? <p className="text-sm text-ink-muted">{user.displayName}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={lifetime.variant}
          disabled={busy}
          aria-label={lifetime.label}
          onClick={() =>
            lifetime.change.mutate(user.id, {
              onSuccess: () => toast.success(lifetime.done(), { description: user.email }),
              onError: (error) => toast.error(lifetime.failed(), { description: error.message }),
            })
          }
        >
          {lifetime.text}
        </Button>
        <ChangeEmailDialog user={user} />
        <DeleteUserDialog user={user} />
      </div>
    </li>
  );
}

export function ManageUsersSection() {
  const { t: tr } = useLingui();
  // The list follows the term last searched for, not what is being typed.
  const form = useForm({ defaultValues: { draft: '' } });
  const [term, setTerm] = useState('');
  const search = useUserSearch(term);
  const submit = form.handleSubmit(({ draft }) => setTerm(draft.trim()));
  const failure = search.isError ? search.error.message : null;
  useEffect(() => {
    if (failure) toast.error(t`Failed to search users`, { description: failure });
  }, [failure]);

  return (
    <AdminSection
      icon={UsersRound}
      title={<Trans>Manage User Access</Trans>}
      description={
        <Trans>
          Find a member by e-mail to grant or revoke lifetime access, fix an address, or delete an account.
        </Trans>
      }
      className="space-y-4"
    >
      <form
        onSubmit={(event) => void submit(event)}
        aria-label={tr`Search users`}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <FormField label={tr`Search users by email`} className="flex-1">
          <Input type="search" autoComplete="off" {...form.register('draft')} />
        </FormField>
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      {term.length === 0 ? null : (
        <AdminListState
          query={search}
          loading={<Trans>Searching...</Trans>}
          failed={<Trans>Failed to search users</Trans>}
          empty={<Trans>No users found for “{term}”.</Trans>}
          isEmpty={(data) => data.users.length === 0}
        >
          {(data) => (
            <ul aria-label={tr`Users found`} className="space-y-2">
              {data.users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </ul>
          )}
        </AdminListState>
      )}
    </AdminSection>
  );
}
