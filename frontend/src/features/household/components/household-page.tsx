// The Household screen (issue 15): who shares this Hearth, the invitations on their way, and what the
// caller may do. The server decides every permission; the screen only hides what the role cannot do.
import type { HouseholdMember, HouseholdView } from '@contracts/households';
import { Crown, Mail, UserMinus, UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/query-client';
import {
  useHandOver,
  useInvite,
  useLeaveHousehold,
  useRemoveMember,
  useUpdateHousehold,
  useWithdrawInvitation,
} from '../api/household';
import { EatingNeedsSection } from './eating-needs-section';

const DAY_MS = 24 * 60 * 60 * 1000;

function expiresIn(expiresAt: string): string {
  const days = Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / DAY_MS));
  return days <= 1 ? 'expires within a day' : `expires in ${days} days`;
}

/** A button that asks first; the dialog stays open on failure so the message can be read. */
function Confirmed(props: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>
      <AlertDialogContent
        title={props.title}
        description={props.description}
        confirmLabel={props.confirmLabel}
        busy={props.busy}
        onConfirm={() => props.onConfirm(() => setOpen(false))}
      />
    </AlertDialog>
  );
}

function HouseholdName({ household }: { household: HouseholdView }) {
  const update = useUpdateHousehold();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(household.name);
  const [error, setError] = useState<string | undefined>();
  if (!editing)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl font-semibold text-terracotta-900">{household.name}</h2>
        {household.role === 'owner' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setName(household.name);
              setError(undefined);
              setEditing(true);
            }}
          >
            Rename household
          </Button>
        ) : null}
      </div>
    );
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { name },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success('Household renamed');
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <form
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setEditing(false);
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <FormField label="Household name" error={error} className="min-w-64 flex-1">
        <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={60} autoFocus />
      </FormField>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save'}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </form>
  );
}

function MemberRow({
  member,
  household,
  myId,
}: {
  member: HouseholdMember;
  household: HouseholdView;
  myId: string | undefined;
}) {
  const remove = useRemoveMember();
  const handOver = useHandOver();
  const isMe = member.userId === myId;
  const ownerActions = household.role === 'owner' && !isMe;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl bg-white/70 px-4 py-3">
      <UserRound aria-hidden="true" className="size-5 text-terracotta-700" />
      <span className="font-semibold text-ink">{member.displayName}</span>
      {member.role === 'owner' ? <Badge>Owner</Badge> : null}
      {isMe ? <span className="text-sm text-ink-muted">(you)</span> : null}
      {ownerActions ? (
        <span className="ml-auto flex flex-wrap gap-2">
          <Confirmed
            trigger={
              <Button variant="outline" size="sm">
                <Crown aria-hidden="true" /> Make {member.displayName} the owner
              </Button>
            }
            title={`Make ${member.displayName} the owner?`}
            description={`${member.displayName} will rename the household, invite and remove people. You stay a member.`}
            confirmLabel="Hand over"
            busy={handOver.isPending}
            onConfirm={(done) =>
              handOver.mutate(member.userId, {
                onSuccess: () => {
                  done();
                  toast.success(`${member.displayName} now owns the household`);
                },
                onError: (failure) => toast.error(errorMessage(failure)),
              })
            }
          />
          <Confirmed
            trigger={
              <Button variant="outline" size="sm">
                <UserMinus aria-hidden="true" /> Remove {member.displayName}
              </Button>
            }
            title={`Remove ${member.displayName}?`}
            description={`${member.displayName} loses the household's recipes, list and plans at once. Their own recipes go with them.`}
            confirmLabel="Remove"
            busy={remove.isPending}
            // mutateAsync, not mutate's callbacks: the removal refreshes the household, this row is gone
            // before they would run, and TanStack Query skips the callbacks of an unmounted caller (the
            // owner was never told the removal had happened).
            onConfirm={(done) =>
              void remove.mutateAsync(member.userId).then(
                () => {
                  done();
                  toast.success(`${member.displayName} was removed from the household`);
                },
                (failure: unknown) => toast.error(errorMessage(failure)),
              )
            }
          />
        </span>
      ) : null}
    </li>
  );
}

function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email, {
      onSuccess: () => {
        toast.success(`Invitation sent to ${email.trim()}`);
        setEmail('');
        setError(undefined);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <form onSubmit={send} className="flex flex-wrap items-end gap-2">
      <FormField label="E-mail address" error={error} className="min-w-64 flex-1">
        <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        <Mail aria-hidden="true" /> {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}

export function HouseholdPage({ household, myId }: { household: HouseholdView; myId: string | undefined }) {
  const update = useUpdateHousehold();
  const withdraw = useWithdrawInvitation();
  const leave = useLeaveHousehold();
  const navigate = useNavigate();
  const alone = household.members.length <= 1;
  const me = household.members.find((member) => member.userId === household.me);
  return (
    <div className="space-y-8">
      <section className="space-y-2">
        <HouseholdName household={household} />
        <p className="text-ink-muted">
          Everyone here shares the household&apos;s recipes, the shopping list, meal plans and dinner parties,
          and one plan pays for all. Ratings, favourites and notes stay your own.
        </p>
      </section>

      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="font-display text-xl font-semibold text-terracotta-900">
          Members ({household.members.length} of {household.maxMembers})
        </h2>
        <ul className="space-y-2">
          {household.members.map((member) => (
            <MemberRow key={member.userId} member={member} household={household} myId={myId} />
          ))}
        </ul>
        {alone ? <p className="text-ink-muted">It&apos;s just you so far — invite your family.</p> : null}
      </section>

      {me ? <EatingNeedsSection key={me.userId} me={me} /> : null}

      {household.canInvite ? (
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
      ) : null}

      {household.role === 'owner' ? (
        <section className="flex items-center gap-3">
          <Switch
            id="members-may-invite"
            checked={household.membersMayInvite}
            disabled={update.isPending}
            onCheckedChange={(checked) =>
              update.mutate(
                { membersMayInvite: checked },
                { onError: (failure) => toast.error(errorMessage(failure)) },
              )
            }
          />
          <label htmlFor="members-may-invite" className="text-sm text-ink">
            Members may invite people
          </label>
        </section>
      ) : null}

      {!alone ? (
        <section className="border-t border-terracotta-100 pt-6">
          {household.role === 'owner' ? (
            <p className="text-sm text-ink-muted">To leave, first make another member the owner.</p>
          ) : (
            <Confirmed
              trigger={<Button variant="outline">Leave household</Button>}
              title={`Leave ${household.name}?`}
              description="Your own recipes come with you into a household of your own. The shopping list, meal plans and dinner parties stay with the household."
              confirmLabel="Leave"
              busy={leave.isPending}
              onConfirm={(done) =>
                leave.mutate(undefined, {
                  onSuccess: () => {
                    done();
                    toast.success('You left the household');
                    navigate('/');
                  },
                  onError: (failure) => toast.error(errorMessage(failure)),
                })
              }
            />
          )}
        </section>
      ) : null}
    </div>
  );
}
