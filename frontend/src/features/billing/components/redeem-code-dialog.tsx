import { Trans, useLingui } from '@lingui/react/macro';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, alreadyAnnounced } from '@/lib/api-client';
import { serverMessage } from '@/lib/i18n/server-text';
import { useRedeemCode } from '../api/subscription';

const RELOAD_AFTER_MS = 1500;
// The code's shape, the same in every language (codes are issued in this form).
const CODE_SHAPE = 'LIFETIME-XXXXXX';

function bodyError(body: { error?: string | { message?: string } }, fallback: string): string | null {
  if (!body.error) return null;
  return typeof body.error === 'string' ? body.error : (body.error.message ?? fallback);
}

/** Redeem an invitation code for lifetime access (SPEC 4, 5 and 8 wording). */
export function RedeemCodeDialog({ triggerVariant = 'outline' }: { triggerVariant?: 'outline' | 'primary' }) {
  const [open, setOpen] = useState(false);
  // Codes are issued in capitals, so what is typed is shown (and sent) in capitals.
  const form = useForm({ defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const redeem = useRedeemCode();
  const { t } = useLingui();

  const submit = form.handleSubmit(
    ({ code: typed }) =>
      redeem.mutate(typed.trim().toUpperCase(), {
        onSuccess: async (body) => {
          // The server's words (English) in the reader's language (lib/i18n/server-text.ts).
          const failure = bodyError(body, t`Failed to redeem code`);
          if (failure) {
            toast.error(t`Code Redemption Failed`, { description: await serverMessage(failure) });
            return;
          }
          toast.success(t`Success! 🎉`, {
            description: body.message
              ? await serverMessage(body.message)
              : t`Lifetime access has been granted to your account!`,
          });
          setOpen(false);
          form.reset();
          window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
        },
        onError: (error) => {
          if (alreadyAnnounced(error)) return;
          toast.error(t`Code Redemption Failed`, {
            description:
              error instanceof ApiError && error.status < 500
                ? error.message
                : t`This code is invalid or has already been used`,
          });
        },
      }),
    () => toast.error(t`Invalid Code`, { description: t`Please enter a code` }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm">
          <Ticket aria-hidden="true" />
          <Trans>Redeem Code</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Redeem Invitation Code`}
        description={t`Enter your invitation code to get lifetime access.`}
      >
        <form className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
          <div className="space-y-1.5">
            <Label htmlFor="invitation-code">
              <Trans>Invitation code</Trans>
            </Label>
            <Input
              id="invitation-code"
              placeholder={CODE_SHAPE}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...form.register('code', {
                validate: (typed) => typed.trim() !== '',
                onChange: (event: { target: HTMLInputElement }) =>
                  form.setValue('code', event.target.value.toUpperCase()),
              })}
              onKeyDown={(event) => {
                // Enter submits even while the button is disabled, so an empty entry is explained.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (!redeem.isPending) void submit();
              }}
            />
          </div>
          <Button type="submit" className="w-full" disabled={redeem.isPending || code.trim() === ''}>
            {redeem.isPending ? t`Redeeming...` : t`Redeem Code`}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
