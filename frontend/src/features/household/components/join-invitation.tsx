// The page an invitation link opens (/join/:token): who invites, to which household, and Join. Every
// refusal is shown in the server's words with a way on (a new link, another account, or home).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/query-client';
import { useAcceptInvitation, useInvitationPreview } from '../api/household';

export function JoinInvitation({
  token,
  myEmail,
  onSignOut,
}: {
  token: string;
  myEmail: string | undefined;
  onSignOut: () => void;
}) {
  const { t } = useLingui();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();

  if (preview.isPending) return <PageSpinner label={t`Opening the invitation`} />;
  if (preview.isError)
    return (
      <div role="alert" className="mx-auto max-w-md space-y-4 text-center">
        <p className="text-lg font-semibold text-terracotta-900">{errorMessage(preview.error)}</p>
        <Link to="/" className={buttonClasses('outline')}>
          <Trans>Go to your recipes</Trans>
        </Link>
      </div>
    );

  const invitation = preview.data;
  const otherAddress = myEmail !== undefined && myEmail.toLowerCase() !== invitation.email;
  const refused = accept.error instanceof ApiError ? accept.error : null;
  const { invitedByName, householdName, memberCount, email: invitedEmail } = invitation;
  return (
    <div className="mx-auto max-w-lg space-y-6 rounded-3xl bg-white/80 p-6 text-center shadow-sm">
      <Users aria-hidden="true" className="mx-auto size-10 text-terracotta-600" />
      <h2 className="font-display text-2xl font-semibold text-terracotta-900">
        <Trans>
          {invitedByName} invited you to join {householdName}
        </Trans>
      </h2>
      <p className="text-ink-muted">
        <Trans>
          <Plural value={memberCount} one="# person shares" other="# people share" /> its recipes, shopping
          list and meal plans. Your recipes that aren't private will be shared with them; your ratings,
          favourites and notes stay yours.
        </Trans>
      </p>
      {invitation.alreadyMember ? (
        <p role="status" className="font-semibold text-terracotta-900">
          <Trans>You are already in this household.</Trans>
        </p>
      ) : otherAddress ? (
        <div role="alert" className="space-y-3">
          <p className="font-semibold text-terracotta-900">
            <Trans>
              You are signed in as <bdi>{myEmail}</bdi>; this invitation is for <bdi>{invitedEmail}</bdi>.
            </Trans>
          </p>
          <Button variant="outline" onClick={onSignOut}>
            <Trans>Sign out</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col-reverse justify-center gap-2 sm:flex-row">
          <Link to="/" className={buttonClasses('ghost')}>
            <Trans>Not now</Trans>
          </Link>
          <Button
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: (view) => {
                  const joined = view?.name ?? householdName;
                  toast.success(t`Welcome to ${joined}`);
                  navigate('/');
                },
              })
            }
          >
            {accept.isPending ? t`Joining…` : t`Join ${householdName}`}
          </Button>
        </div>
      )}
      {refused ? (
        <p role="alert" className="font-semibold text-red-800">
          {refused.message}
        </p>
      ) : null}
    </div>
  );
}
