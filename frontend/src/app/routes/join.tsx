import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { useProfile } from '@/features/account/api/get-profile';
import { JoinInvitation } from '@/features/household/components/join-invitation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSignOut } from '@/hooks/use-sign-out';

/** An invitation link; signing in or up first comes back here (the route guard keeps the address). */
export function Screen() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const profile = useProfile();
  const signOut = useSignOut();
  useDocumentTitle(t`Join a household`);
  return (
    <div className="min-h-dvh">
      <PageHeader
        title={t`Join a household`}
        back={{ to: '/', label: t`Back to Recipes` }}
        width="max-w-3xl"
      />
      <PageBody className="max-w-3xl">
        <JoinInvitation token={token} myEmail={profile.data?.email} onSignOut={() => void signOut()} />
      </PageBody>
    </div>
  );
}
