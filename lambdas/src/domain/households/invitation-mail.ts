// The e-mail inviting someone into a household (issue 32): who invites (their name AND their address, so
// a made-up name cannot pass for someone the reader knows), whom (this address), to what (the household,
// how many are in it), the single-use link, and a link that withdraws it ("this wasn't meant for me").
// Names are the inviter's own words: in the subject and the plain text they become one line of printable
// characters (no line breaks, control or direction-changing characters), each cut to a length; the HTML
// escapes every value (mail-layout.ts).
import { html } from '../../shared/html.js';
import { mailHtml } from '../../shared/mail-layout.js';
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

export function invitationMail(input: InvitationMailInput): MailMessage {
  const who = oneLine(input.inviterName, MAX_SUBJECT_NAME) || 'A Hearth cook';
  const household = oneLine(input.householdName, MAX_SUBJECT_NAME) || 'their household';
  const from = oneLine(input.inviterEmail, 254);
  const people = input.memberCount === 1 ? '1 person' : `${input.memberCount} people`;
  const subject = oneLine(`${who} invited you to join “${household}” on Hearth`, MAX_SUBJECT_LENGTH);
  return {
    to: input.to,
    subject,
    html: mailHtml(`${who} invited you to join ${household}`, [
      html`${who} (${from}) invited ${input.to} to join “${household}” on Hearth, a household of ${people}: you would share recipes, the shopping list and meal plans.`,
      { action: 'Join the household', link: input.link },
      html`The link works once, for this address, for ${String(input.days)} days.`,
      html`Don't know ${from}, or not expecting this? Nothing happens unless you join. This wasn't meant for you? <a href="${input.declineLink}">Withdraw the invitation</a>.`,
    ]),
    text: [
      `${who} (${from}) invited ${input.to} to join “${household}” on Hearth, a household of ${people}: you would share recipes, the shopping list and meal plans.`,
      `Join: ${input.link}`,
      `The link works once, for this address, for ${input.days} days.`,
      `This wasn't meant for you? Withdraw the invitation: ${input.declineLink}`,
    ].join('\n'),
  };
}
