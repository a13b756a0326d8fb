import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { NarrowPage } from '@/components/layout/narrow-page';
import { useProfile } from '@/features/account/api/get-profile';
import { JoinInvitation } from '@/features/household/components/join-invitation';
import { useSignOut } from '@/hooks/use-sign-out';

/** An invitation link; signing in or up first comes back here (the route guard keeps the address). */
export function Screen() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const profile = useProfile();
  const signOut = useSignOut();
  return (
    <NarrowPage title={t`Join a household`}>
      <JoinInvitation token={token} myEmail={profile.data?.email} onSignOut={() => void signOut()} />
    </NarrowPage>
  );
}
