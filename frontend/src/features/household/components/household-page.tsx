// The Household screen (issue 15): who shares this Hearth, the invitations on their way, and what the
// caller may do. The server decides every permission; the screen only hides what the role cannot do.
import type { HouseholdView } from '@contracts/households';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/query-client';
import { useLeaveHousehold, useUpdateHousehold } from '../api/household';
import { Confirmed } from './confirmed';
import { EatingNeedsSection } from './eating-needs-section';
import { HouseholdName } from './household-name';
import { InvitationsSection } from './invitations-section';
import { MemberRow } from './member-row';

export function HouseholdPage({ household, myId }: { household: HouseholdView; myId: string | undefined }) {
  const update = useUpdateHousehold();
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

      {household.canInvite ? <InvitationsSection household={household} /> : null}

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
