import type { HouseholdMember, HouseholdView } from '@contracts/households';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, UserMinus, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { Confirmed } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/query-client';
import { useHandOver, useRemoveMember } from '../api/household';

/** One member, with the owner's hand-over and removal (each asked first). */
export function MemberRow({
  member,
  household,
  myId,
}: {
  member: HouseholdMember;
  household: HouseholdView;
  myId: string | undefined;
}) {
  const { t } = useLingui();
  const name = member.displayName;
  const remove = useRemoveMember();
  const handOver = useHandOver();
  const isMe = member.userId === myId;
  const ownerActions = household.role === 'owner' && !isMe;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl bg-white/70 px-4 py-3">
      <UserRound aria-hidden="true" className="size-5 text-terracotta-700" />
      <span className="font-semibold text-ink">{member.displayName}</span>
      {member.role === 'owner' ? (
        <Badge>
          <Trans>Owner</Trans>
        </Badge>
      ) : null}
      {isMe ? (
        <span className="text-sm text-ink-muted">
          <Trans>(you)</Trans>
        </span>
      ) : null}
      {ownerActions ? (
        <span className="ms-auto flex flex-wrap gap-2">
          <Confirmed
            trigger={
              <Button variant="outline" size="sm">
                <Crown aria-hidden="true" /> <Trans>Make {name} the owner</Trans>
              </Button>
            }
            title={t`Make ${name} the owner?`}
            description={t`${name} will rename the household, invite and remove people. You stay a member.`}
            confirmLabel={t`Hand over`}
            busy={handOver.isPending}
            onConfirm={(done) =>
              handOver.mutate(member.userId, {
                onSuccess: () => {
                  done();
                  toast.success(t`${name} now owns the household`);
                },
                onError: (failure) => toast.error(errorMessage(failure)),
              })
            }
          />
          <Confirmed
            trigger={
              <Button variant="outline" size="sm">
                <UserMinus aria-hidden="true" /> <Trans>Remove {name}</Trans>
              </Button>
            }
            title={t`Remove ${name}?`}
            description={t`${name} loses the household's recipes, list and plans at once. Their own recipes go with them.`}
            confirmLabel={t`Remove`}
            busy={remove.isPending}
            // mutateAsync, not mutate's callbacks: the removal refreshes the household, this row is gone
            // before they would run, and TanStack Query skips the callbacks of an unmounted caller (the
            // owner was never told the removal had happened).
            onConfirm={(done) =>
              void remove.mutateAsync(member.userId).then(
                () => {
                  done();
                  toast.success(t`${name} was removed from the household`);
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
