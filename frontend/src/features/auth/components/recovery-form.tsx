import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { finishRecovery, type PendingRecovery } from '@/lib/auth-links';
import { errorMessage } from '@/lib/query-client';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useChooseNewPassword } from '../api/credentials';
import { AuthLink } from './auth-link';

// Zod and the form's rules load at the first check: the sign-in screen opens without them.
const checkNewPassword = schemaOnFirstCheck(() =>
  import('../api/schemas').then((rules) => rules.newPasswordSchema),
);

/** Recovery mode: the e-mailed link carries the address and code; the user picks a new password. */
export function RecoveryForm({ recovery }: { recovery: PendingRecovery }) {
  const { t } = useLingui();
  const chooseNewPassword = useChooseNewPassword();
  const navigate = useNavigate();
  const form = useForm({ resolver: checkNewPassword, defaultValues: { password: '' } });
  const linkIsComplete = recovery.email.length > 0 && recovery.code.length > 0;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await chooseNewPassword.mutateAsync({ email: recovery.email, code: recovery.code, password });
      finishRecovery();
      toast.success(t`Password updated`, { description: t`Sign in with your new password.` });
      await navigate('/auth', { replace: true, state: { email: recovery.email } });
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  });

  const backToSignIn = (
    <p className="text-center text-sm">
      <AuthLink to="/auth" replace onClick={finishRecovery}>
        <Trans>Back to sign in</Trans>
      </AuthLink>
    </p>
  );

  if (!linkIsComplete) {
    return (
      <div className="space-y-5">
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <Trans>This reset link is incomplete. Please ask for a new one from the sign-in page.</Trans>
        </p>
        {backToSignIn}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <input type="email" name="username" autoComplete="username" value={recovery.email} readOnly hidden />
      <FormField
        label={t`New password`}
        hint={t`At least 8 characters; mix letters, numbers and a symbol.`}
        error={form.formState.errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
      </FormField>
      <BusyButton type="submit" size="lg" className="w-full" busy={chooseNewPassword.isPending}>
        <Trans>Update Password</Trans>
      </BusyButton>
      {backToSignIn}
    </form>
  );
}
