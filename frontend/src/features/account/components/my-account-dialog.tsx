import { type ProfileResponse, updateProfileRequest } from '@contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { LanguagePicker } from '@/components/language-picker';
import { ThemeChoice } from '@/components/theme-choice';
import { BusyButton } from '@/components/ui/busy-button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';
import { errorMessage } from '@/lib/query-client';
import { useSetLanguage, useUpdateProfile } from '../api/update-profile';
import { AccountSection } from './account-section';
import { DeleteAccount } from './delete-account';
import { ExportEverything } from './export-everything';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoStepSignIn } from './two-step-sign-in';
import { UnitPreference } from './unit-preference';

type MyAccountDialogProps = {
  profile: ProfileResponse | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function MyAccountDialog({ profile, open, onOpenChange }: MyAccountDialogProps) {
  const { t } = useLingui();
  const updateProfile = useUpdateProfile();
  const setLanguage = useSetLanguage();
  const form = useForm({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: { displayName: profile?.displayName ?? '' },
  });

  // Each opening starts from the saved name, not from an abandoned edit.
  useEffect(() => {
    if (open) form.reset({ displayName: profile?.displayName ?? '' });
  }, [open, profile?.displayName, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
      toast.success(t`Display name saved`);
      onOpenChange(false);
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  });

  const memberSince = profile
    ? formatDate(new Date(profile.createdAt), intlLocale(), {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      })
    : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`My Account`} description={t`How your family sees you in Hearth.`}>
        <dl className="mb-5 space-y-3 rounded-2xl bg-cream-200/60 p-4 text-sm">
          <div>
            <dt className="font-semibold text-ink-muted">
              <Trans>Email</Trans>
            </dt>
            <dd className="mt-0.5 break-all text-base text-ink">{profile?.email ?? '…'}</dd>
          </div>
          {memberSince ? (
            <div>
              <dt className="font-semibold text-ink-muted">
                <Trans>Cooking with Hearth since</Trans>
              </dt>
              <dd className="mt-0.5 text-base text-ink">{memberSince}</dd>
            </div>
          ) : null}
        </dl>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <FormField
            label={t`Display name`}
            hint={t`Shown next to your comments and the recipes you share.`}
            error={form.formState.errors.displayName?.message}
          >
            <Input autoComplete="nickname" maxLength={60} {...form.register('displayName')} />
          </FormField>
          <DialogActions>
            <BusyButton type="submit" busy={updateProfile.isPending}>
              <Trans>Save</Trans>
            </BusyButton>
          </DialogActions>
        </form>
        <div className="mt-6 border-t border-cream-200 pt-5">
          <LanguagePicker onChosen={(language) => setLanguage.mutate(language)} />
        </div>
        {profile ? <UnitPreference units={profile.units} /> : null}
        <ThemeChoice />
        <AccountSection
          title={<Trans>Your recipes</Trans>}
          about={<Trans>Moving from another app? Bring all your recipes at once.</Trans>}
        >
          <DialogClose asChild>
            <Link to="/import-collection" className="mt-3 inline-block font-semibold underline">
              <Trans>Import a collection</Trans>
            </Link>
          </DialogClose>
          <DialogClose asChild>
            <Link to="/cookbook" className="mt-3 ms-6 inline-block font-semibold underline">
              <Trans>Make a printable cookbook</Trans>
            </Link>
          </DialogClose>
        </AccountSection>
        <ExportEverything />
        {profile ? <TwoStepSignIn email={profile.email} /> : null}
        <SignOutEverywhere />
        {profile && !profile.isAdmin ? <DeleteAccount /> : null}
      </DialogContent>
    </Dialog>
  );
}
