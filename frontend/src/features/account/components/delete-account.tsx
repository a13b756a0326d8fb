import { deleteOwnAccountRequest } from '@contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/query-client';
import { useDeleteOwnAccount } from '../api/delete-account';
import { useEndSession } from '../hooks/use-end-session';
import { AccountSection } from './account-section';

/**
 * "Delete my account": after the password, the account and everything it stored are gone (recipes,
 * photos, plans; a household goes on without them and keeps what it shares). Not for admins: the
 * server refuses, so Hearth always keeps an admin.
 */
export function DeleteAccount() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const remove = useDeleteOwnAccount();
  const endSession = useEndSession();
  const form = useForm({
    resolver: zodResolver(deleteOwnAccountRequest),
    defaultValues: { currentPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
      return;
    }
    setOpen(false);
    await endSession(t`Account deleted`);
  });

  return (
    <AccountSection
      title={<Trans>Delete account</Trans>}
      about={<Trans>Removes your account and everything you keep in Hearth. It cannot be undone.</Trans>}
    >
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
      >
        <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
          <Trans>Delete my account</Trans>
        </Button>
        <DialogContent
          title={t`Delete your account?`}
          description={t`Your recipes, photos, notes, ratings, favourites, videos and plans are deleted, and a subscription is cancelled. Your household keeps its shopping list, plans and menus. This cannot be undone.`}
        >
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <FormField
              label={t`Your password`}
              hint={t`To make sure it is you.`}
              error={form.formState.errors.currentPassword?.message}
            >
              <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
            </FormField>
            <DialogActions>
              <BusyButton type="submit" variant="danger" busy={remove.isPending}>
                <Trans>Delete my account</Trans>
              </BusyButton>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog>
    </AccountSection>
  );
}
