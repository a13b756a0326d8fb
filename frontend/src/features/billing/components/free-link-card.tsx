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
  const [link, setLink] = useState<string | null>(null);
  const create = useCreateFreeLink();
  const submit = (email: string) =>
    create.mutate(email, {
      onSuccess: ({ url }) => {
        setLink(url);
        toast.success('Link generated!', { description: 'Copy and share this link with your friend' });
      },
      onError: () => toast.error('Error', { description: 'Failed to generate link. Please try again.' }),
    });
  return (
    <Card role="region" aria-labelledby="free-link-title" className="space-y-4 p-6">
      <div className="flex items-center gap-2">
        <Gift aria-hidden="true" className="size-5 text-terracotta-700" />
        <h2 id="free-link-title" className="font-display text-xl font-semibold text-terracotta-900">
          Give a Friend Free Access
        </h2>
      </div>
      <p className="text-sm text-ink-muted">
        Lifetime access to the yearly plan, free: the link works only for the account with this e-mail.
      </p>
      <EmailForm
        label="Friend's email"
        submitLabel="Generate Free Link"
        busyLabel="Generating..."
        busy={create.isPending}
        onInvalid={() =>
          toast.error('Email required', { description: "Please enter your friend's email address" })
        }
        onSend={submit}
        className="flex flex-wrap items-end gap-3"
        fieldClassName="min-w-60 flex-1"
      />
      {link ? (
        <div className="space-y-1.5">
          <Label htmlFor="friend-link">Free link</Label>
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
          A friend gave you lifetime access
        </h2>
        <p className="text-sm text-ink-muted">
          Nothing to pay: claim it with the e-mail the link was made for.
        </p>
      </div>
      <Button disabled={busy} onClick={() => onClaim(gift)}>
        Claim Lifetime Access
      </Button>
    </Card>
  );
}
