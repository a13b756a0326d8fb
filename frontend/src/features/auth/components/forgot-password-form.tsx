import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/query-client';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useRequestPasswordReset } from '../api/credentials';
import { AuthLink } from './auth-link';

// Zod and the form's rules load at the first check: the sign-in screen opens without them.
const checkForgotPassword = schemaOnFirstCheck(() =>
  import('../api/schemas').then((rules) => rules.forgotPasswordSchema),
);

export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useLingui();
  const requestReset = useRequestPasswordReset();
  const navigate = useNavigate();
  const form = useForm({
    resolver: checkForgotPassword,
    defaultValues: { email: initialEmail },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
      toast.success(t`Check your email`, {
        description: t`We sent a link to ${email} to choose a new password.`,
      });
      await navigate('/auth', { replace: true, state: { email } });
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label={t`Email`} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" autoFocus {...form.register('email')} />
      </FormField>
      <BusyButton type="submit" size="lg" className="w-full" busy={requestReset.isPending}>
        <Trans>Send Reset Link</Trans>
      </BusyButton>
      <p className="text-center text-sm">
        <AuthLink to="/auth">
          <Trans>Back to sign in</Trans>
        </AuthLink>
      </p>
    </form>
  );
}
