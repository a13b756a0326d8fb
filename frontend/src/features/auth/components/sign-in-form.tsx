import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { CodeInput, codeComplete } from '@/components/ui/code-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/query-client';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useConfirmSignInCode, useSignIn } from '../api/credentials';
import { AuthLink } from './auth-link';

type SignInFormProps = { initialEmail?: string; next: string };

// Zod and the form's rules load at the first check: the sign-in screen opens without them.
const checkSignIn = schemaOnFirstCheck(() => import('../api/schemas').then((rules) => rules.signInSchema));

export function SignInForm({ initialEmail = '', next }: SignInFormProps) {
  const { t } = useLingui();
  const signIn = useSignIn();
  const confirmCode = useConfirmSignInCode();
  const [needsCode, setNeedsCode] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    resolver: checkSignIn,
    defaultValues: { email: initialEmail, password: '' },
  });
  const { errors } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const codeForm = useForm({ defaultValues: { code: '' } });
  const code = useWatch({ control: codeForm.control, name: 'code' });

  const signedIn = async () => {
    queryClient.clear();
    toast.success(t`Welcome back`);
    await navigate(next, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if ((await signIn.mutateAsync(values)) === 'code-needed') setNeedsCode(true);
      else await signedIn();
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  });

  const onSubmitCode = codeForm.handleSubmit(async (values) => {
    try {
      await confirmCode.mutateAsync(values.code);
      await signedIn();
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  });

  if (needsCode)
    return (
      <form onSubmit={(event) => void onSubmitCode(event)} noValidate className="space-y-5">
        <p className="text-sm text-ink-muted">
          <Trans>
            Two-step sign-in is on for this account. Enter the 6-digit code your authenticator app shows.
          </Trans>
        </p>
        <FormField label={t`Authentication code`}>
          <CodeInput pattern="[0-9]*" autoFocus {...codeForm.register('code')} />
        </FormField>
        <BusyButton
          type="submit"
          size="lg"
          className="w-full"
          busy={confirmCode.isPending}
          disabled={!codeComplete(code)}
        >
          <Trans>Verify</Trans>
        </BusyButton>
      </form>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label={t`Email`} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus={!initialEmail}
          {...form.register('email')}
        />
      </FormField>
      <div className="space-y-1.5">
        <FormField label={t`Password`} error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            autoFocus={Boolean(initialEmail)}
            {...form.register('password')}
          />
        </FormField>
        <div className="flex justify-end">
          <AuthLink to="/auth?mode=forgot" state={{ email: typedEmail }} className="text-sm">
            <Trans>Forgot password?</Trans>
          </AuthLink>
        </div>
      </div>
      <BusyButton type="submit" size="lg" className="w-full" busy={signIn.isPending}>
        <Trans>Sign In</Trans>
      </BusyButton>
      <p className="text-center text-sm text-ink-muted">
        <AuthLink to="/auth?mode=signup">
          <Trans>Don't have an account? Sign up</Trans>
        </AuthLink>
      </p>
    </form>
  );
}
