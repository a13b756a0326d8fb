import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/query-client';
import { useSignIn } from '../api/credentials';
import { signInSchema } from '../api/schemas';
import { AuthLink } from './auth-link';

type SignInFormProps = { initialEmail?: string; next: string };

export function SignInForm({ initialEmail = '', next }: SignInFormProps) {
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: initialEmail, password: '' },
  });
  const { errors } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      queryClient.clear();
      toast.success('Welcome back');
      await navigate(next, { replace: true });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus={!initialEmail}
          {...form.register('email')}
        />
      </FormField>
      <div className="space-y-1.5">
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            autoFocus={Boolean(initialEmail)}
            {...form.register('password')}
          />
        </FormField>
        <div className="flex justify-end">
          <AuthLink to="/auth?mode=forgot" state={{ email: typedEmail }} className="text-sm">
            Forgot password?
          </AuthLink>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? <Spinner /> : null}
        Sign In
      </Button>
      <p className="text-center text-sm text-ink-muted">
        <AuthLink to="/auth?mode=signup">Don't have an account? Sign up</AuthLink>
      </p>
    </form>
  );
}
