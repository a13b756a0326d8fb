import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/account/api/get-profile';
import { AuditLogSection } from '@/features/admin/components/audit-log-section';
import { InvitationCodesSection } from '@/features/admin/components/invitation-codes-section';
import { InviteUserSection } from '@/features/admin/components/invite-user-section';
import { ManageUsersSection } from '@/features/admin/components/manage-users-section';

export function Screen() {
  const { t: tr } = useLingui();
  const profile = useProfile();
  const navigate = useNavigate();
  const denied = profile.isError || (profile.data !== undefined && !profile.data.isAdmin);

  useEffect(() => {
    if (!denied) return;
    toast.error(t`Access Denied`, { description: t`You don't have admin privileges` });
    void navigate('/', { replace: true });
  }, [denied, navigate]);

  if (!profile.data?.isAdmin) return <PageSpinner label={tr`Checking your access`} />;

  return (
    <div className="min-h-dvh">
      <PageHeader title={tr`Admin Panel`} back={{ to: '/', label: tr`Back to Home` }} />
      <PageBody className="grid gap-6 lg:grid-cols-2">
        <InvitationCodesSection />
        <div className="space-y-6">
          <InviteUserSection />
          <ManageUsersSection />
        </div>
        <div className="lg:col-span-2">
          <AuditLogSection />
        </div>
      </PageBody>
    </div>
  );
}
