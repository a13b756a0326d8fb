import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

/** What a submit the form refused says, under its fields (role alert); nothing while there is none. */
export function FormAlert({ message }: { message?: ReactNode }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

type FormButtonsProps = {
  /** What Cancel does; without it, Cancel closes the dialog the form is in. */
  onCancel?: () => void;
  /** The submit button's words, and (`busyLabel`) its words while `busy`. */
  label: ReactNode;
  busyLabel?: ReactNode;
  /** The request is out: the submit button is disabled (as it is while `disabled`). */
  busy?: boolean;
  disabled?: boolean;
};

/** A dialog form's last row: Cancel, then the submit button (one above the other on a phone). */
export function FormButtons({ onCancel, label, busyLabel, busy = false, disabled }: FormButtonsProps) {
  const cancel = (
    <Button variant="ghost" onClick={onCancel}>
      <Trans>Cancel</Trans>
    </Button>
  );
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" disabled={busy || disabled}>
        {busy && busyLabel ? busyLabel : label}
      </Button>
    </div>
  );
}
