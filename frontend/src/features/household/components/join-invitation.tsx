// The page an invitation link opens (/join/:token): who invites, to which household, and Join. Every
// refusal is shown in the server's words with a way on (a new link, another account, or home).
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
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();

  if (preview.isPending) return <PageSpinner label="Opening the invitation" />;
  if (preview.isError)
    return (
      <div role="alert" className="mx-auto max-w-md space-y-4 text-center">
        <p className="text-lg font-semibold text-terracotta-900">{errorMessage(preview.error)}</p>
        <Link to="/" className={buttonClasses('outline')}>
          Go to your recipes
        </Link>
      </div>
    );

  const invitation = preview.data;
  const otherAddress = myEmail !== undefined && myEmail.toLowerCase() !== invitation.email;
  const refused = accept.error instanceof ApiError ? accept.error : null;
  return (
    <div className="mx-auto max-w-lg space-y-6 rounded-3xl bg-white/80 p-6 text-center shadow-sm">
      <Users aria-hidden="true" className="mx-auto size-10 text-terracotta-600" />
      <h2 className="font-display text-2xl font-semibold text-terracotta-900">
        {invitation.invitedByName} invited you to join {invitation.householdName}
      </h2>
      <p className="text-ink-muted">
        {invitation.memberCount === 1 ? '1 person shares' : `${invitation.memberCount} people share`} its
        recipes, shopping list and meal plans. Your recipes that aren&apos;t private will be shared with them;
        your ratings, favourites and notes stay yours.
      </p>
      {invitation.alreadyMember ? (
        <p role="status" className="font-semibold text-terracotta-900">
          You are already in this household.
        </p>
      ) : otherAddress ? (
        <div role="alert" className="space-y-3">
          <p className="font-semibold text-terracotta-900">
            You are signed in as {myEmail}; this invitation is for {invitation.email}.
          </p>
          <Button variant="outline" onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      ) : (
        <div className="flex flex-col-reverse justify-center gap-2 sm:flex-row">
          <Link to="/" className={buttonClasses('ghost')}>
            Not now
          </Link>
          <Button
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: (view) => {
                  toast.success(`Welcome to ${view?.name ?? invitation.householdName}`);
                  navigate('/');
                },
              })
            }
          >
            {accept.isPending ? 'Joining…' : `Join ${invitation.householdName}`}
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
