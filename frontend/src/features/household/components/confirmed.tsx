import { type ReactNode, useState } from 'react';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';

/** A button that asks first; the dialog stays open on failure so the message can be read. */
export function Confirmed(props: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>
      <AlertDialogContent
        title={props.title}
        description={props.description}
        confirmLabel={props.confirmLabel}
        busy={props.busy}
        onConfirm={() => props.onConfirm(() => setOpen(false))}
      />
    </AlertDialog>
  );
}
