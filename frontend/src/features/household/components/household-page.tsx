// The Household screen (issue 15): who shares this Hearth, the invitations on their way, and what the
// caller may do. The server decides every permission; the screen only hides what the role cannot do.
import type { HouseholdView } from '@contracts/households';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Confirmed } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/query-client';
import { useLeaveHousehold, useUpdateHousehold } from '../api/household';
import { EatingNeedsSection } from './eating-needs-section';
import { HouseholdName } from './household-name';
import { InvitationsSection } from './invitations-section';
import { MemberRow } from './member-row';

export function HouseholdPage({ household, myId }: { household: HouseholdView; myId: string | undefined }) {
  const { t } = useLingui();
  const update = useUpdateHousehold();
  const leave = useLeaveHousehold();
  const navigate = useNavigate();
  const alone = household.members.length <= 1;
  const me = household.members.find((member) => member.userId === household.me);
  const { name, maxMembers } = household;
  const count = household.members.length;
  return (
    <div className="space-y-8">
      <section className="space-y-2">
        <HouseholdName household={household} />
        <p className="text-ink-muted">
          <Trans>
            Everyone here shares the household's recipes, the shopping list, meal plans and dinner parties,
            and one plan pays for all. Ratings, favourites and notes stay your own.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="font-display text-xl font-semibold text-terracotta-900">
          <Trans>
            Members ({count} of {maxMembers})
          </Trans>
        </h2>
        <ul className="space-y-2">
          {household.members.map((member) => (
            <MemberRow key={member.userId} member={member} household={household} myId={myId} />
          ))}
        </ul>
        {alone ? (
          <p className="text-ink-muted">
            <Trans>It's just you so far — invite your family.</Trans>
          </p>
        ) : null}
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
            <Trans>Members may invite people</Trans>
          </label>
        </section>
      ) : null}

      {!alone ? (
        <section className="border-t border-terracotta-100 pt-6">
          {household.role === 'owner' ? (
            <p className="text-sm text-ink-muted">
              <Trans>To leave, first make another member the owner.</Trans>
            </p>
          ) : (
            <Confirmed
              trigger={
                <Button variant="outline">
                  <Trans>Leave household</Trans>
                </Button>
              }
              title={t`Leave ${name}?`}
              description={t`Your own recipes come with you into a household of your own. The shopping list, meal plans and dinner parties stay with the household.`}
              confirmLabel={t`Leave`}
              busy={leave.isPending}
              onConfirm={(done) =>
                leave.mutate(undefined, {
                  onSuccess: () => {
                    done();
                    toast.success(t`You left the household`);
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
