// The e-mail inviting someone into a household (issue 32): who invites (their name AND their address, so
// a made-up name cannot pass for someone the reader knows), whom (this address), to what (the household,
// how many are in it), the single-use link, and a link that withdraws it ("this wasn't meant for me").
// Names are the inviter's own words: in the subject and the plain text they become one line of printable
// characters (no line breaks, control or direction-changing characters), each cut to a length; the HTML
// escapes every value (mail-layout.ts).
import type { InterfaceLanguage } from '../../contracts/languages.js';
import { html } from '../../shared/html.js';
import { mailHtml } from '../../shared/mail-layout.js';
import { fill, fillHtml, isRightToLeft, plural, text } from '../../shared/mail-texts/fill.js';
import { invitationTexts } from '../../shared/mail-texts/invitation.js';
import type { MailMessage } from '../mail/ports.js';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  inviterEmail: string;
  householdName: string;
  memberCount: number;
  link: string;
  /** Opens the page that withdraws the invitation (a person confirms there: mail scanners follow links). */
  declineLink: string;
  days: number;
  /** The invitee's language (issue 37); English when absent. */
  language?: InterfaceLanguage;
  /** The inviter's language: one line of the mail is in it when it differs from the invitee's. */
  inviterLanguage?: InterfaceLanguage;
}

export const MAX_SUBJECT_NAME = 40;
export const MAX_SUBJECT_LENGTH = 120;

/** One line of printable text at most `max` characters long (an ellipsis marks a cut). */
export function oneLine(value: string, max: number): string {
  const flat = value
    // Controls (line breaks included), format characters (direction overrides and isolates, zero-width
    // marks) and the line and paragraph separators.
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...flat];
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The invitation in the invitee's `language`; when the inviter's differs, one line in the inviter's too
 * (the subject's words, marked with its `lang`), so the invitee sees who wrote and in what words.
 */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const language = input.language ?? 'en';
  const say = invitationTexts()[language];
  const who = oneLine(input.inviterName, MAX_SUBJECT_NAME) || text(say.someone);
  const household = oneLine(input.householdName, MAX_SUBJECT_NAME) || text(say.theirHousehold);
  const from = oneLine(input.inviterEmail, 254);
  const people = plural(language, say.people, input.memberCount);
  const names = { who, household, from, to: input.to, people, days: input.days };
  const subject = oneLine(fill(text(say.subject), names), MAX_SUBJECT_LENGTH);
  const intro = fill(text(say.intro), names);
  const inviterLanguage = input.inviterLanguage ?? language;
  const inviterLine =
    inviterLanguage === language
      ? null
      : oneLine(fill(text(invitationTexts()[inviterLanguage].subject), names), MAX_SUBJECT_LENGTH);
  return {
    to: input.to,
    subject,
    html: mailHtml(
      fill(text(say.heading), names),
      [
        intro,
        ...(inviterLine === null
          ? []
          : [
              html`<span lang="${inviterLanguage}" dir="${isRightToLeft(inviterLanguage) ? 'rtl' : 'ltr'}">${inviterLine}</span>`,
            ]),
        { action: text(say.action), link: input.link },
        fill(text(say.once), names),
        fillHtml(text(say.decline), {
          from,
          withdraw: html`<a href="${input.declineLink}">${text(say.withdraw)}</a>`,
        }),
      ],
      language,
    ),
    text: [
      intro,
      ...(inviterLine === null ? [] : [inviterLine]),
      fill(text(say.textJoin), { link: input.link }),
      fill(text(say.once), names),
      fill(text(say.textWithdraw), { link: input.declineLink }),
    ].join('\n'),
  };
}
