import type { HouseholdInvitation, HouseholdView } from '@contracts/households';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Confirmed } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/query-client';
import { useInvite, useWithdrawInvitation } from '../api/household';

const DAY_MS = 24 * 60 * 60 * 1000;

function expiresIn(expiresAt: string): string {
  const days = Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / DAY_MS));
  return days <= 1
    ? t`expires within a day`
    : plural(days, { one: 'expires in # day', other: 'expires in # days' });
}

/** An invitation by e-mail; the server's refusal (a member already, the household full) shows under the field. */
function InviteForm() {
  const { t } = useLingui();
  const invite = useInvite();
  const form = useForm({ defaultValues: { email: '' } });
  const send = form.handleSubmit(({ email }) =>
    invite.mutate(email, {
      onSuccess: () => {
        const address = email.trim();
        toast.success(t`Invitation sent to ${address}`);
        form.reset();
      },
      onError: (failure) => form.setError('email', { message: errorMessage(failure) }),
    }),
  );
  return (
    <form onSubmit={send} className="flex flex-wrap items-end gap-2">
      <FormField
        label={t`E-mail address`}
        error={form.formState.errors.email?.message}
        className="min-w-64 flex-1"
      >
        <Input type="email" required {...form.register('email')} />
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        <Mail aria-hidden="true" /> {invite.isPending ? t`Sending…` : t`Send invitation`}
      </Button>
    </form>
  );
}

function InvitationRow({
  invitation,
  withdraw,
}: {
  invitation: HouseholdInvitation;
  withdraw: ReturnType<typeof useWithdrawInvitation>;
}) {
  const { t } = useLingui();
  const { email, invitedByName } = invitation;
  const expires = expiresIn(invitation.expiresAt);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl bg-white/70 px-4 py-3 text-sm">
      <span className="font-semibold text-ink">{email}</span>
      <span className="text-ink-muted">
        <Trans>
          sent by {invitedByName}, {expires}
        </Trans>
      </span>
      <span className="ms-auto">
        <Confirmed
          trigger={
            <Button variant="ghost" size="sm">
              <Trans>Withdraw invitation to {email}</Trans>
            </Button>
          }
          title={t`Withdraw this invitation?`}
          description={t`The link sent to ${email} will stop working.`}
          confirmLabel={t`Withdraw`}
          busy={withdraw.isPending}
          onConfirm={(done) =>
            withdraw.mutate(invitation.id, {
              onSuccess: () => {
                done();
                toast.success(t`Invitation withdrawn`);
              },
              onError: (failure) => toast.error(errorMessage(failure)),
            })
          }
        />
      </span>
    </li>
  );
}

/** Inviting someone, and the invitations on their way (each may be withdrawn). */
export function InvitationsSection({ household }: { household: HouseholdView }) {
  const { t } = useLingui();
  const withdraw = useWithdrawInvitation();
  return (
    <section aria-labelledby="invite-heading" className="space-y-3">
      <h2 id="invite-heading" className="font-display text-xl font-semibold text-terracotta-900">
        <Trans>Invite someone</Trans>
      </h2>
      <p className="text-sm text-ink-muted">
        <Trans>They get an e-mail with a link that works once, for that address, for 7 days.</Trans>
      </p>
      <InviteForm />
      {household.invitations.length > 0 ? (
        <ul aria-label={t`Open invitations`} className="space-y-2">
          {household.invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} withdraw={withdraw} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
