import type { HouseholdView } from '@contracts/households';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/query-client';
import { useInvite, useWithdrawInvitation } from '../api/household';
import { Confirmed } from './confirmed';

const DAY_MS = 24 * 60 * 60 * 1000;

function expiresIn(expiresAt: string): string {
  const days = Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / DAY_MS));
  return days <= 1 ? 'expires within a day' : `expires in ${days} days`;
}

/** An invitation by e-mail; the server's refusal (a member already, the household full) shows under the field. */
function InviteForm() {
  const invite = useInvite();
  const form = useForm({ defaultValues: { email: '' } });
  const send = form.handleSubmit(({ email }) =>
    invite.mutate(email, {
      onSuccess: () => {
        toast.success(`Invitation sent to ${email.trim()}`);
        form.reset();
      },
      onError: (failure) => form.setError('email', { message: errorMessage(failure) }),
    }),
  );
  return (
    <form onSubmit={send} className="flex flex-wrap items-end gap-2">
      <FormField
        label="E-mail address"
        error={form.formState.errors.email?.message}
        className="min-w-64 flex-1"
      >
        <Input type="email" required {...form.register('email')} />
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        <Mail aria-hidden="true" /> {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}

/** Inviting someone, and the invitations on their way (each may be withdrawn). */
export function InvitationsSection({ household }: { household: HouseholdView }) {
  const withdraw = useWithdrawInvitation();
  return (
    <section aria-labelledby="invite-heading" className="space-y-3">
      <h2 id="invite-heading" className="font-display text-xl font-semibold text-terracotta-900">
        Invite someone
      </h2>
      <p className="text-sm text-ink-muted">
        They get an e-mail with a link that works once, for that address, for 7 days.
      </p>
      <InviteForm />
      {household.invitations.length > 0 ? (
        <ul aria-label="Open invitations" className="space-y-2">
          {household.invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center gap-3 rounded-2xl bg-white/70 px-4 py-3 text-sm"
            >
              <span className="font-semibold text-ink">{invitation.email}</span>
              <span className="text-ink-muted">
                sent by {invitation.invitedByName}, {expiresIn(invitation.expiresAt)}
              </span>
              <span className="ml-auto">
                <Confirmed
                  trigger={
                    <Button variant="ghost" size="sm">
                      Withdraw invitation to {invitation.email}
                    </Button>
                  }
                  title="Withdraw this invitation?"
                  description={`The link sent to ${invitation.email} will stop working.`}
                  confirmLabel="Withdraw"
                  busy={withdraw.isPending}
                  onConfirm={(done) =>
                    withdraw.mutate(invitation.id, {
                      onSuccess: () => {
                        done();
                        toast.success('Invitation withdrawn');
                      },
                      onError: (failure) => toast.error(errorMessage(failure)),
                    })
                  }
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
