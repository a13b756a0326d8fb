import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { toast } from 'sonner';
import { EmailForm } from '@/components/email-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSendInvitation } from '../api/users';
import { invalidEmail, looksLikeEmail } from '../lib/format';

export function InviteUserSection() {
  const { t: tr } = useLingui();
  const send = useSendInvitation();
  const submit = (email: string, clear: () => void) =>
    send.mutate(
      { email: email.toLowerCase() },
      {
        onSuccess: (result) => {
          toast.success(t`Invitation Sent`, {
            description: result.existingAccount
              ? t`${result.email} already had an account: lifetime access is granted`
              : t`${result.email} gets lifetime access on sign-up`,
          });
          clear();
        },
        onError: (error) => toast.error(t`Failed to send invitation`, { description: error.message }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <Mail aria-hidden="true" className="size-7 text-terracotta-600" />
        <CardTitle className="text-xl">
          <Trans>Invite User with Lifetime Access</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>We e-mail a sign-up link; the account created with that address gets lifetime access.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <EmailForm
          label={tr`Friend's email`}
          submitLabel={tr`Send Invitation`}
          busyLabel={tr`Sending...`}
          busy={send.isPending}
          accepts={looksLikeEmail}
          onInvalid={invalidEmail}
          onSend={submit}
          className="space-y-3"
        />
      </CardContent>
    </Card>
  );
}
