import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Mail, ShieldCheck, UserRound, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/hooks/use-sign-out';
import { useProfile } from '../api/get-profile';

// My Account's forms (profile, units, two-step sign-in with Amplify, export, deletion) load when the
// menu first opens, not with the screen the menu sits on.
const loadMyAccountDialog = () => import('./my-account-dialog');
const MyAccountDialog = lazy(() =>
  loadMyAccountDialog().then((module) => ({ default: module.MyAccountDialog })),
);

function initials(name: string | undefined): string {
  const letters = (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('');
}

export function AccountMenu() {
  const { t } = useLingui();
  const profile = useProfile();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [accountOpen, setAccountOpen] = useState(false);
  // Mounted from its first opening on, so closing it plays out like any other dialog.
  const [accountOpened, setAccountOpened] = useState(false);
  const badge = initials(profile.data?.displayName);

  return (
    <>
      {/* Not modal: a modal menu hides the page from assistive tech while its focusables stay reachable. */}
      <DropdownMenu modal={false} onOpenChange={(opened) => opened && void loadMyAccountDialog()}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t`Account menu`} className="rounded-full">
            {badge ? (
              <span aria-hidden="true" className="font-display text-base font-semibold">
                {badge}
              </span>
            ) : (
              <UserRound aria-hidden="true" />
            )}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {profile.data ? (
            <DropdownMenuLabel>
              <span className="block text-sm font-semibold text-ink">{profile.data.displayName}</span>
              <span className="block truncate">{profile.data.email}</span>
            </DropdownMenuLabel>
          ) : null}
          <DropdownMenuItem
            onSelect={() => {
              setAccountOpened(true);
              setAccountOpen(true);
            }}
          >
            <UserRound aria-hidden="true" /> <Trans>My Account</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate('/household')}>
            <Users aria-hidden="true" /> <Trans>Household</Trans>
          </DropdownMenuItem>
          {profile.data?.isAdmin ? (
            <DropdownMenuItem onSelect={() => navigate('/admin')}>
              <ShieldCheck aria-hidden="true" /> <Trans>Admin Panel</Trans>
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => navigate('/auth?change-email=true')}>
            <Mail aria-hidden="true" /> <Trans>Change Email</Trans>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="rtl:-scale-x-100" /> <Trans>Sign Out</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {accountOpened ? (
        <Suspense fallback={null}>
          <MyAccountDialog profile={profile.data} open={accountOpen} onOpenChange={setAccountOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
