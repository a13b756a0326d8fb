import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { RecoveryForm } from '@/features/auth/components/recovery-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useConfirmSignUpLink } from '@/features/auth/hooks/use-confirm-sign-up-link';
import { parseAuthLink, pendingRecovery } from '@/lib/auth-links';
import { safeNext } from '../guards';

/** /auth: sign in, sign up, forgot password, recovery (from an e-mailed link) and change e-mail. */
export function Screen() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const confirming = useConfirmSignUpLink();
  // A link opened in this same tab changes only the fragment: read it before the stored flag.
  const link = parseAuthLink(location.hash);
  const recovery = link?.type === 'recovery' ? { email: link.email, code: link.code } : pendingRecovery();
  const rememberedEmail = (location.state as { email?: string } | null)?.email ?? '';

  if (confirming) return <PageSpinner label={t`Confirming your account`} />;

  if (recovery) {
    const email = recovery.email;
    return (
      <AuthShell
        title={t`Reset Your Password`}
        description={
          email ? (
            <Trans>
              Choose a new password for <strong className="break-all text-ink">{email}</strong>.
            </Trans>
          ) : (
            t`Choose a new password.`
          )
        }
      >
        <RecoveryForm recovery={recovery} />
      </AuthShell>
    );
  }

  if (searchParams.get('change-email') === 'true') {
    return (
      <AuthShell
        title={t`Change Email`}
        description={t`Enter the address you'd like to sign in with from now on. We'll send it a code to prove it's yours.`}
      >
        <ChangeEmailForm />
      </AuthShell>
    );
  }

  const mode = searchParams.get('mode');
  if (mode === 'signup') {
    return (
      <AuthShell
        title={t`Create Account`}
        description={t`Start your family's recipe box. It only takes a minute.`}
      >
        <SignUpForm />
      </AuthShell>
    );
  }
  if (mode === 'forgot') {
    return (
      <AuthShell
        title={t`Reset Password`}
        description={t`Enter your email and we'll send you a link to choose a new password.`}
      >
        <ForgotPasswordForm initialEmail={rememberedEmail} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t`Welcome Back`} description={t`Sign in to your family recipe box.`}>
      <SignInForm
        key={rememberedEmail}
        initialEmail={rememberedEmail}
        next={safeNext(searchParams.get('next'))}
      />
    </AuthShell>
  );
}
