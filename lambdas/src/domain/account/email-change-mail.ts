// The e-mails of an address change: the code to the new address, and the notice to the old one (and,
// when an admin made the change, a welcome to the new one). Addresses are user text: the layout escapes them.
import type { InterfaceLanguage } from '../../contracts/languages.js';
import { mailHtml } from '../../shared/mail-layout.js';
import { adminTexts } from '../../shared/mail-texts/admin.js';
import { emailChangeTexts } from '../../shared/mail-texts/email-change.js';
import { fill, text } from '../../shared/mail-texts/fill.js';
import type { MailMessage } from '../mail/ports.js';

/** The code that proves the user reads mail at the new address, in the account's `language` (issue 37). */
export function emailChangeCodeMail(input: {
  to: string;
  code: string;
  minutes: number;
  language?: InterfaceLanguage;
}): MailMessage {
  const language = input.language ?? 'en';
  const say = emailChangeTexts()[language];
  const values = { code: input.code, minutes: input.minutes };
  return {
    to: input.to,
    subject: fill(text(say.codeSubject), values),
    html: mailHtml(
      text(say.codeHeading),
      [text(say.codeBody), { code: input.code }, fill(text(say.codeExpiry), values)],
      language,
    ),
    text: fill(text(say.codeText), values),
  };
}

/** Tells the old address that the account moved (so a stolen session cannot move it silently). */
export function emailChangedNotice(input: {
  to: string;
  newEmail: string;
  origin: string;
  byAdmin: boolean;
  language?: InterfaceLanguage;
}): MailMessage {
  const language = input.language ?? 'en';
  const say = emailChangeTexts()[language];
  const values = { email: input.newEmail, link: `${input.origin}/auth` };
  const line = fill(text(input.byAdmin ? say.changedByAdmin : say.changedByYou), values);
  const fromNow = fill(text(say.changedFromNow), values);
  return {
    to: input.to,
    subject: fill(text(say.changedSubject), values),
    html: mailHtml(text(say.changedHeading), [line, fromNow], language),
    text: `${line}\n${fromNow}`,
  };
}

/** Tells the new address an admin moved an account to it, in the account's `language`. */
export function emailAssignedByAdminNotice(input: {
  to: string;
  oldEmail: string;
  origin: string;
  language?: InterfaceLanguage;
}): MailMessage {
  const language = input.language ?? 'en';
  const say = adminTexts()[language];
  const old = input.oldEmail || text(say.movedSomeone);
  const line = fill(text(say.movedLine), { old, email: input.to });
  const signIn = fill(text(say.movedSignIn), { link: `${input.origin}/auth` });
  return {
    to: input.to,
    subject: text(say.movedSubject),
    html: mailHtml(text(say.movedSubject), [line, signIn], language),
    text: `${line}\n${signIn}`,
  };
}
