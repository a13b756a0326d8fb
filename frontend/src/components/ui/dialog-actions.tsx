import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';

/**
 * A dialog form's last row: Cancel, which closes the dialog, then the form's own submit button
 * (`children`); stacked with the submit button on top on a narrow screen.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="ghost">
          <Trans>Cancel</Trans>
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}
