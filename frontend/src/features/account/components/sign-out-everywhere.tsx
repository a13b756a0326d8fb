import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { Confirmed } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/query-client';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { useEndSession } from '../hooks/use-end-session';
import { AccountSection } from './account-section';

/** "Sign out of all devices": after a confirmation, every session ends, this browser's too. */
export function SignOutEverywhere() {
  const { t } = useLingui();
  const signOutEverywhere = useSignOutEverywhere();
  const endSession = useEndSession();

  const confirm = async (done: () => void) => {
    try {
      await signOutEverywhere.mutateAsync();
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
      return;
    }
    done();
    await endSession(t`Signed out of all devices`);
  };

  return (
    <AccountSection
      title={<Trans>Devices</Trans>}
      about={
        <Trans>Lost a phone, or signed in on a shared computer? End every session of your account.</Trans>
      }
    >
      <Confirmed
        trigger={
          <Button variant="outline" className="mt-3">
            <Trans>Sign out of all devices</Trans>
          </Button>
        }
        title={t`Sign out of all devices?`}
        description={t`Every device signed in to your account, this one included, is signed out at once. You can sign in again with your password.`}
        confirmLabel={t`Sign out everywhere`}
        busy={signOutEverywhere.isPending}
        onConfirm={(done) => void confirm(done)}
      />
    </AccountSection>
  );
}
