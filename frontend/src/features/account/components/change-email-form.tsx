import { changeEmailRequest } from '@contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/query-client';
import { useChangeEmail } from '../api/change-email';
import { useProfile } from '../api/get-profile';

/** Change-email mode of /auth: PUT /api/me/email, fresh tokens, then home. */
export function ChangeEmailForm() {
  const profile = useProfile();
  const changeEmail = useChangeEmail();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(changeEmailRequest), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changeEmail.mutateAsync(values);
      toast.success('Email changed', { description: `From now on, sign in with ${values.email}.` });
      await navigate('/', { replace: true });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {profile.data ? (
        <p className="rounded-xl bg-cream-200/70 px-4 py-3 text-sm text-ink-muted">
          You sign in with <strong className="break-all text-ink">{profile.data.email}</strong>
        </p>
      ) : null}
      <FormField label="New email address" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={changeEmail.isPending}>
        {changeEmail.isPending ? <Spinner /> : null}
        Change Email
      </Button>
      <p className="text-center text-sm">
        <Link to="/" className="font-semibold text-terracotta-700 underline-offset-4 hover:underline">
          Cancel
        </Link>
      </p>
    </form>
  );
}
