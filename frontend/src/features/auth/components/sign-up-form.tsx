import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/query-client';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useCreateAccount } from '../api/credentials';
import { AuthLink } from './auth-link';

// Zod and the form's rules load at the first check: the sign-in screen opens without them.
const checkSignUp = schemaOnFirstCheck(() => import('../api/schemas').then((rules) => rules.signUpSchema));

export function SignUpForm() {
  const { t } = useLingui();
  const createAccount = useCreateAccount();
  const navigate = useNavigate();
  const form = useForm({
    resolver: checkSignUp,
    defaultValues: { email: '', password: '', displayName: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const ready = await createAccount.mutateAsync(values);
      if (ready) {
        toast.success(t`Account created, you can now log in`);
      } else {
        const email = values.email;
        toast.success(t`Check your email`, {
          description: t`We sent a link to ${email}. Open it to confirm your account.`,
        });
      }
      await navigate('/auth', { replace: true, state: { email: values.email } });
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label={t`Email`} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" autoFocus {...form.register('email')} />
      </FormField>
      <FormField
        label={t`Password`}
        hint={t`At least 8 characters; mix letters, numbers and a symbol.`}
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField
        label={t`Display name`}
        optional
        hint={t`How your family will see you. We'll use the start of your email if you leave it blank.`}
        error={errors.displayName?.message}
      >
        <Input autoComplete="nickname" maxLength={60} {...form.register('displayName')} />
      </FormField>
      <BusyButton type="submit" size="lg" className="w-full" busy={createAccount.isPending}>
        <Trans>Create Account</Trans>
      </BusyButton>
      <p className="text-center text-sm">
        <AuthLink to="/auth">
          <Trans>Already have an account? Sign in</Trans>
        </AuthLink>
      </p>
    </form>
  );
}
