import { Trans } from '@lingui/react/macro';
import { cloneElement, type ReactElement, useId } from 'react';
import { cn } from '@/lib/cn';
import { useServerMessage } from '@/lib/i18n/server-text';
import { Label } from './label';

type FieldControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  label: string;
  /** Shown under the control and announced with it. */
  hint?: string;
  error?: string;
  optional?: boolean;
  className?: string;
  children: ReactElement<FieldControlProps>;
};

/** Wires a label, hint and error message to one control by id, so screen readers read all three. */
export function FormField({ label, hint, error: message, optional, className, children }: FormFieldProps) {
  const id = useId();
  // The contracts' zod messages (and the server's) are English: shown in the reader's language.
  const error = useServerMessage(message);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? (
          <span className="ms-1 font-normal text-ink-muted">
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
