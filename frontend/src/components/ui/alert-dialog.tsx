import { Trans } from '@lingui/react/macro';
import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;

type AlertDialogContentProps = Omit<ComponentProps<typeof AlertPrimitive.Content>, 'title'> & {
  title: ReactNode;
  description: ReactNode;
  /** The destructive action's label, e.g. 'Delete'. */
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
};

/** A confirmation that must be answered: focus starts on Cancel, Escape cancels. */
export function AlertDialogContent({
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  className,
  ...props
}: AlertDialogContentProps) {
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className="fixed inset-0 z-40 bg-terracotta-900/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <AlertPrimitive.Content
        className={cn(
          'fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-3xl bg-cream-50 p-6 shadow-2xl',
          'data-[state=open]:animate-pop-in focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        <AlertPrimitive.Title className="font-display text-xl font-semibold text-terracotta-900">
          {title}
        </AlertPrimitive.Title>
        <AlertPrimitive.Description className="mt-2 text-[0.95rem] text-ink-muted">
          {description}
        </AlertPrimitive.Description>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertPrimitive.Cancel className={buttonClasses('ghost')}>
            <Trans>Cancel</Trans>
          </AlertPrimitive.Cancel>
          <AlertPrimitive.Action
            className={buttonClasses('danger')}
            disabled={busy}
            onClick={(event) => {
              // The caller closes the dialog when the work is done, so a failure can keep it open.
              event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertPrimitive.Action>
        </div>
      </AlertPrimitive.Content>
    </AlertPrimitive.Portal>
  );
}

/**
 * A button (`trigger`) that asks first. `onConfirm` does the work and calls `done` to close the
 * question, so on a failure it stays open and its message can be read.
 */
export function Confirmed({
  trigger,
  onConfirm,
  ...content
}: Pick<AlertDialogContentProps, 'title' | 'description' | 'confirmLabel' | 'busy'> & {
  trigger: ReactNode;
  onConfirm: (done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent {...content} onConfirm={() => onConfirm(() => setOpen(false))} />
    </AlertDialog>
  );
}
