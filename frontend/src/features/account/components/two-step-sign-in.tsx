import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { renderSVG } from 'uqr';
import { BusyButton } from '@/components/ui/busy-button';
import { CodeInput, codeComplete } from '@/components/ui/code-input';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/query-client';
import {
  type AuthenticatorSetup,
  useConfirmTwoStepSetup,
  useStartTwoStepSetup,
  useTurnOffTwoStep,
  useTwoStepEnabled,
} from '../api/two-step';
import { AccountSection } from './account-section';

/** "Two-step sign-in" under My Account: set up an authenticator app (QR code or key, then a code), or turn it off. */
export function TwoStepSignIn({ email }: { email: string }) {
  const { t } = useLingui();
  const enabled = useTwoStepEnabled();
  const start = useStartTwoStepSetup();
  const confirm = useConfirmTwoStepSetup();
  const turnOff = useTurnOffTwoStep();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const form = useForm({ defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });

  const begin = async () => {
    try {
      setSetup(await start.mutateAsync(email));
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  };

  const finish = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values.code);
      setSetup(null);
      form.reset();
      toast.success(t`Two-step sign-in is on`);
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  });

  const stop = async () => {
    try {
      await turnOff.mutateAsync();
      toast.success(t`Two-step sign-in is off`);
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error) });
    }
  };

  return (
    <AccountSection title={<Trans>Two-step sign-in</Trans>}>
      {enabled.data ? (
        <>
          <p className="mt-1 text-sm text-ink-muted">
            <Trans>On: signing in asks for a code from your authenticator app.</Trans>
          </p>
          <BusyButton variant="outline" className="mt-3" busy={turnOff.isPending} onClick={() => void stop()}>
            <Trans>Turn off two-step sign-in</Trans>
          </BusyButton>
        </>
      ) : setup ? (
        <form onSubmit={(event) => void finish(event)} noValidate className="mt-3 space-y-4">
          <p className="text-sm text-ink-muted">
            <Trans>
              Scan this code with an authenticator app, or type in the key, then enter the 6-digit code it
              shows.
            </Trans>
          </p>
          <img
            alt={t`QR code for your authenticator app`}
            className="size-40 rounded-lg bg-white p-2"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.setupUri))}`}
          />
          <p className="text-sm">
            <Trans>Key:</Trans> <code className="break-all font-mono">{setup.secret}</code>
          </p>
          <FormField label={t`Code from the app`}>
            <CodeInput {...form.register('code')} />
          </FormField>
          <BusyButton type="submit" busy={confirm.isPending} disabled={!codeComplete(code)}>
            <Trans>Turn on</Trans>
          </BusyButton>
        </form>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">
            <Trans>
              Add a code from an authenticator app to your password when you sign in. Admins need it.
            </Trans>
          </p>
          <BusyButton variant="outline" className="mt-3" busy={start.isPending} onClick={() => void begin()}>
            <Trans>Set up two-step sign-in</Trans>
          </BusyButton>
        </>
      )}
    </AccountSection>
  );
}
