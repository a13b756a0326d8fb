import type { ComponentProps } from 'react';
import { Input } from './input';

/** The 6-digit code from an authenticator app: digits on a phone's keypad, offered by the phone itself. */
export function CodeInput(props: ComponentProps<'input'>) {
  return <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />;
}

/** A code is sent once all six characters are typed. */
export const codeComplete = (code: string) => code.trim().length >= 6;
