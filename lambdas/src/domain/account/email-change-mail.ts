// The e-mails of an address change: the code to the new address, and the notice to the old one (and,
// when an admin made the change, a welcome to the new one). Addresses are user text: the layout escapes them.
import { mailHtml } from '../../shared/mail-layout.js';
import type { MailMessage } from '../mail/ports.js';

/** The code that proves the user reads mail at the new address. */
export function emailChangeCodeMail(input: { to: string; code: string; minutes: number }): MailMessage {
  return {
    to: input.to,
    subject: `Your Hearth e-mail change code: ${input.code}`,
    html: mailHtml('Confirm your new e-mail address', [
      'Someone asked to move a Hearth account to this address. If it was you, enter this code:',
      { code: input.code },
      `The code works for ${input.minutes} minutes. If it was not you, ignore this e-mail: nothing changes.`,
    ]),
    text: `Your Hearth e-mail change code is ${input.code}. It works for ${input.minutes} minutes. If you did not ask for it, ignore this e-mail: nothing changes.`,
  };
}

/** Tells the old address that the account moved (so a stolen session cannot move it silently). */
export function emailChangedNotice(input: {
  to: string;
  newEmail: string;
  origin: string;
  byAdmin: boolean;
}): MailMessage {
  const who = input.byAdmin ? 'A Hearth admin changed' : 'You changed';
  const line = `${who} the e-mail address of your Hearth account to ${input.newEmail}.`;
  const help = `If this was not you, reset your password at ${input.origin}/auth and contact us.`;
  return {
    to: input.to,
    subject: `Your Hearth e-mail was changed to ${input.newEmail}`,
    html: mailHtml('Your Hearth e-mail was changed', [
      line,
      `From now on, sign in with ${input.newEmail}. ${help}`,
    ]),
    text: `${line}\nFrom now on, sign in with ${input.newEmail}. ${help}`,
  };
}

/** Tells the new address an admin moved an account to it. */
export function emailAssignedByAdminNotice(input: {
  to: string;
  oldEmail: string;
  origin: string;
}): MailMessage {
  const line = `A Hearth admin moved the account of ${input.oldEmail || 'a Hearth cook'} to this address (${input.to}).`;
  return {
    to: input.to,
    subject: 'Your Hearth account now uses this e-mail',
    html: mailHtml('Your Hearth account now uses this e-mail', [
      line,
      `Sign in with this address at ${input.origin}/auth.`,
    ]),
    text: `${line}\nSign in with this address at ${input.origin}/auth.`,
  };
}
