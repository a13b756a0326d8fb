import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSendInvitation } from '../api/users';
import { looksLikeEmail } from '../lib/format';

export function InviteUserSection() {
  const send = useSendInvitation();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      toast.error('Invalid Email', { description: 'Please enter a valid email address' });
      return;
    }
    send.mutate(
      { email: email.trim().toLowerCase() },
      {
        onSuccess: (result) => {
          toast.success('Invitation Sent', {
            description: result.existingAccount
              ? `${result.email} already had an account: lifetime access is granted`
              : `${result.email} gets lifetime access on sign-up`,
          });
          setEmail('');
        },
        onError: (error) => toast.error('Failed to send invitation', { description: error.message }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <Mail aria-hidden="true" className="size-7 text-terracotta-600" />
        <CardTitle className="text-xl">Invite User with Lifetime Access</CardTitle>
        <CardDescription>
          We e-mail a sign-up link; the account created with that address gets lifetime access.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <FormField label="Friend's email">
            <Input
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="off"
            />
          </FormField>
          <Button type="submit" disabled={send.isPending || email.trim().length === 0}>
            {send.isPending ? 'Sending...' : 'Send Invitation'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
