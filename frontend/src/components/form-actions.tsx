import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** What a submit the form refused says, under its fields (role alert); nothing while there is none. */
export function FormAlert({ message }: { message?: ReactNode }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

type FormButtonsProps = {
  onCancel: () => void;
  /** The submit button's words, and its words while `busy` (it is disabled then, and while `disabled`). */
  label: ReactNode;
  busyLabel: ReactNode;
  busy: boolean;
  disabled?: boolean;
};

/** A dialog form's last row: Cancel, then the submit button. */
export function FormButtons({ onCancel, label, busyLabel, busy, disabled }: FormButtonsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
