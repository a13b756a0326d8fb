import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/query-client';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useConfirmEmailChange, useStartEmailChange } from '../api/change-email';
import { useProfile } from '../api/get-profile';

// The contract's rules load at the form's first check: the sign-in screen, where this form also opens,
// starts without zod (lib/schema-on-first-check.ts).
const account = () => import('@contracts/account');
const checkNewEmail = schemaOnFirstCheck(() => account().then((rules) => rules.startEmailChangeRequest));
const checkCode = schemaOnFirstCheck(() => account().then((rules) => rules.confirmEmailChangeRequest));

/**
 * Change-email mode of /auth, in two steps (issue 13): the new address and the current password, then
 * the code mailed to the new address. Nothing changes until the code is confirmed.
 */
export function ChangeEmailForm() {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return pendingEmail ? (
    <ConfirmCodeStep pendingEmail={pendingEmail} onStartOver={() => setPendingEmail(null)} />
  ) : (
    <NewAddressStep onCodeSent={setPendingEmail} />
  );
}

function NewAddressStep({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useLingui();
  const profile = useProfile();
  const email = profile.data?.email;
  const start = useStartEmailChange();
  const form = useForm({
    resolver: checkNewEmail,
    defaultValues: { newEmail: '', currentPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await start.mutateAsync(values);
      onCodeSent(sent.pendingEmail);
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {email ? (
        <p className="rounded-xl bg-cream-200/70 px-4 py-3 text-sm text-ink-muted">
          <Trans>
            You sign in with <strong className="break-all text-ink">{email}</strong>
          </Trans>
        </p>
      ) : null}
      <FormField label={t`New email address`} error={form.formState.errors.newEmail?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('newEmail')} />
      </FormField>
      <FormField
        label={t`Current password`}
        hint={t`To keep your account yours, confirm it is you.`}
        error={form.formState.errors.currentPassword?.message}
      >
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <BusyButton type="submit" size="lg" className="w-full" busy={start.isPending}>
        <Trans>Send Code</Trans>
      </BusyButton>
      <p className="text-center text-sm">
        <Link to="/" className="font-semibold text-terracotta-700 underline-offset-4 hover:underline">
          <Trans>Cancel</Trans>
        </Link>
      </p>
    </form>
  );
}

function ConfirmCodeStep({ pendingEmail, onStartOver }: { pendingEmail: string; onStartOver: () => void }) {
  const { t } = useLingui();
  const confirm = useConfirmEmailChange();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const form = useForm({ resolver: checkCode, defaultValues: { code: '' } });

  // The step's news goes where the keyboard and screen reader are.
  useEffect(() => sentRef.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const changed = await confirm.mutateAsync(values);
      const email = changed.email;
      toast.success(t`Email changed`, { description: t`From now on, sign in with ${email}.` });
      await navigate('/', { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      setProblem(message);
      toast.error(t`Error`, { description: message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl bg-cream-200/70 px-4 py-3 text-sm text-ink-muted outline-none"
      >
        <Trans>
          We sent a code to <strong className="break-all text-ink">{pendingEmail}</strong>. Your address
          changes once you enter it.
        </Trans>
      </p>
      <FormField
        label={t`Code from the e-mail`}
        error={form.formState.errors.code?.message ?? problem ?? undefined}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.register('code', { onChange: () => setProblem(null) })}
        />
      </FormField>
      <BusyButton type="submit" size="lg" className="w-full" busy={confirm.isPending}>
        <Trans>Confirm New Email</Trans>
      </BusyButton>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={onStartOver}
          className="cursor-pointer font-semibold text-terracotta-700 underline-offset-4 hover:underline"
        >
          <Trans>Use a different address</Trans>
        </button>
        {' · '}
        <Link to="/" className="font-semibold text-terracotta-700 underline-offset-4 hover:underline">
          <Trans>Cancel</Trans>
        </Link>
      </p>
    </form>
  );
}
