import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, alreadyAnnounced } from '@/lib/api-client';
import { useRedeemCode } from '../api/subscription';

const RELOAD_AFTER_MS = 1500;

function bodyError(body: { error?: string | { message?: string } }): string | null {
  if (!body.error) return null;
  return typeof body.error === 'string' ? body.error : (body.error.message ?? 'Failed to redeem code');
}

/** Redeem an invitation code for lifetime access (SPEC 4, 5 and 8 wording). */
export function RedeemCodeDialog({ triggerVariant = 'outline' }: { triggerVariant?: 'outline' | 'primary' }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const redeem = useRedeemCode();

  const submit = () => {
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      toast.error('Invalid Code', { description: 'Please enter a code' });
      return;
    }
    redeem.mutate(trimmed, {
      onSuccess: (body) => {
        const failure = bodyError(body);
        if (failure) {
          toast.error('Code Redemption Failed', { description: failure });
          return;
        }
        toast.success('Success! 🎉', {
          description: body.message ?? 'Lifetime access has been granted to your account!',
        });
        setOpen(false);
        setCode('');
        window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      },
      onError: (error) => {
        if (alreadyAnnounced(error)) return;
        toast.error('Code Redemption Failed', {
          description:
            error instanceof ApiError && error.status < 500
              ? error.message
              : 'This code is invalid or has already been used',
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm">
          <Ticket aria-hidden="true" />
          Redeem Code
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Redeem Invitation Code"
        description="Enter your invitation code to get lifetime access."
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="invitation-code">Invitation code</Label>
            <Input
              id="invitation-code"
              value={code}
              placeholder="LIFETIME-XXXXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setCode(event.target.value.toUpperCase())}
              onKeyDown={(event) => {
                // Enter submits even while the button is disabled, so an empty entry is explained.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (!redeem.isPending) submit();
              }}
            />
          </div>
          <Button type="submit" className="w-full" disabled={redeem.isPending || code.trim() === ''}>
            {redeem.isPending ? 'Redeeming...' : 'Redeem Code'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
