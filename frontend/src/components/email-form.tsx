import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type EmailFormProps = {
  label: string;
  /** The button's words, and its words while `busy`. */
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  busy: boolean;
  /** What an address must be to be sent (else `onInvalid` says why); by default, not blank. */
  accepts?: (email: string) => boolean;
  onInvalid?: () => void;
  /** Sends the address (trimmed); `clear` empties the field once it has gone. */
  onSend: (email: string, clear: () => void) => void;
  className?: string;
  fieldClassName?: string;
};

/**
 * One e-mail address and a button (the admin's invitation and e-mail change, the free-access link): the
 * button waits for an address, and an address it does not accept is said by `onInvalid`, not sent.
 */
export function EmailForm({
  label,
  submitLabel,
  busyLabel,
  busy,
  accepts = (email) => email.trim().length > 0,
  onInvalid,
  onSend,
  className,
  fieldClassName,
}: EmailFormProps) {
  const form = useForm({ defaultValues: { email: '' } });
  const email = form.watch('email');
  const submit = form.handleSubmit(
    (values) => onSend(values.email.trim(), () => form.reset()),
    () => onInvalid?.(),
  );
  return (
    <form onSubmit={submit} className={className} noValidate>
      <FormField label={label} className={fieldClassName}>
        <Input type="email" autoComplete="off" {...form.register('email', { validate: accepts })} />
      </FormField>
      <Button type="submit" disabled={busy || email.trim().length === 0}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
