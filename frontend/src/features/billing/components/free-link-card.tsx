import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmailForm } from '@/components/email-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateFreeLink } from '../api/subscription';

/** Admins only (SPEC 2): a free lifetime-access link for a friend's e-mail. */
export function FreeLinkCard() {
  const { t: tr } = useLingui();
  const [link, setLink] = useState<string | null>(null);
  const create = useCreateFreeLink();
  const submit = (email: string) =>
    create.mutate(email, {
      onSuccess: ({ url }) => {
        setLink(url);
        toast.success(t`Link generated!`, { description: t`Copy and share this link with your friend` });
      },
      onError: () => toast.error(t`Error`, { description: t`Failed to generate link. Please try again.` }),
    });
  return (
    <Card role="region" aria-labelledby="free-link-title" className="space-y-4 p-6">
      <div className="flex items-center gap-2">
        <Gift aria-hidden="true" className="size-5 text-terracotta-700" />
        <h2 id="free-link-title" className="font-display text-xl font-semibold text-terracotta-900">
          <Trans>Give a Friend Free Access</Trans>
        </h2>
      </div>
      <p className="text-sm text-ink-muted">
        <Trans>
          Lifetime access to the yearly plan, free: the link works only for the account with this e-mail.
        </Trans>
      </p>
      <EmailForm
        label={tr`Friend's email`}
        submitLabel={tr`Generate Free Link`}
        busyLabel={tr`Generating...`}
        busy={create.isPending}
        onInvalid={() =>
          toast.error(tr`Email required`, { description: tr`Please enter your friend's email address` })
        }
        onSend={submit}
        className="flex flex-wrap items-end gap-3"
        fieldClassName="min-w-60 flex-1"
      />
      {link ? (
        <div className="space-y-1.5">
          <Label htmlFor="friend-link">
            <Trans>Free link</Trans>
          </Label>
          <Input id="friend-link" readOnly value={link} onFocus={(event) => event.target.select()} />
        </div>
      ) : null}
    </Card>
  );
}

/** Shown to the friend who opened a free link: claims it through a free lifetime checkout. */
export function ClaimGiftCard({
  gift,
  onClaim,
  busy,
}: {
  gift: string;
  onClaim: (gift: string) => void;
  busy: boolean;
}) {
  return (
    <Card role="region" aria-labelledby="gift-title" className="flex flex-wrap items-center gap-4 p-6">
      <div className="flex-1">
        <h2 id="gift-title" className="font-display text-xl font-semibold text-terracotta-900">
          <Trans>A friend gave you lifetime access</Trans>
        </h2>
        <p className="text-sm text-ink-muted">
          <Trans>Nothing to pay: claim it with the e-mail the link was made for.</Trans>
        </p>
      </div>
      <Button disabled={busy} onClick={() => onClaim(gift)}>
        <Trans>Claim Lifetime Access</Trans>
      </Button>
    </Card>
  );
}
