import { Plus } from 'lucide-react';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert, FormButtons } from './form-actions';

/** Open state for a dialog whose form starts afresh (`onClosed`) each time it closes. */
export function useDialogOpen(onClosed: () => void) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (opening: boolean) => {
    setOpen(opening);
    if (!opening) onClosed();
  };
  return { open, onOpenChange };
}

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The words of the button that opens it (a plus before them). */
  trigger: ReactNode;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's words, and its words while `busy`. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Said under the fields (role alert) after a submit the form refused. */
  alert?: string | null;
  children: ReactNode;
};

/**
 * A "New …" or "Add …" dialog: a plus button opens it, the form's fields, then Cancel and the submit
 * button (meal plans and dinner parties).
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  alert,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {children}
          <FormAlert message={alert} />
          <FormButtons
            onCancel={() => onOpenChange(false)}
            label={submitLabel}
            busyLabel={busyLabel}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
