import { KeyRound, Mail, UsersRound } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/account/api/get-profile';

const sections = [
  {
    title: 'Invitation Codes',
    icon: KeyRound,
    text: 'Generate LIFETIME- codes to hand out, copy them, and deactivate the ones no longer needed.',
  },
  {
    title: 'Invite User with Lifetime Access',
    icon: Mail,
    text: 'Send a friend an e-mail invitation that comes with lifetime access.',
  },
  {
    title: 'Manage User Access',
    icon: UsersRound,
    text: 'Find a member by e-mail, grant or revoke lifetime access, fix their e-mail address or delete an account.',
  },
];

export function Screen() {
  const profile = useProfile();
  const navigate = useNavigate();
  const denied = profile.isError || (profile.data !== undefined && !profile.data.isAdmin);

  useEffect(() => {
    if (!denied) return;
    toast.error('Access Denied', { description: "You don't have admin privileges" });
    void navigate('/', { replace: true });
  }, [denied, navigate]);

  if (!profile.data?.isAdmin) return <PageSpinner label="Checking your access" />;

  return (
    <div className="min-h-dvh">
      <PageHeader title="Admin Panel" back={{ to: '/', label: 'Back to Home' }} />
      <PageBody className="space-y-6">
        <p className="max-w-2xl text-ink-muted">
          The tools for looking after Hearth's members are being built. Each section below will come alive as
          soon as it's ready; nothing here changes anyone's account yet.
        </p>
        <div className="grid gap-5 md:grid-cols-3">
          {sections.map(({ title, icon: Icon, text }) => (
            <Card key={title}>
              <CardHeader>
                <Icon aria-hidden="true" className="size-7 text-terracotta-600" />
                <CardTitle className="text-xl">{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
              <CardContent>
                <p className="inline-flex rounded-full bg-cream-200 px-3 py-1 text-xs font-semibold text-terracotta-800">
                  Coming soon
                </p>
              </CardContent>
            </Card>
          ))}
        </div>
      </PageBody>
    </div>
  );
}
