import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/** A button that waits for what it started: disabled, with a spinner before its words, while `busy`. */
export function BusyButton({ busy, disabled, children, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? <Spinner /> : null}
      {children}
    </Button>
  );
}
