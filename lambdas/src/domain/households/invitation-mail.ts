// The e-mail inviting someone into a household: who invites, to which household, and the single-use link.
import { html } from '../../shared/html.js';
import { mailHtml } from '../../shared/mail-layout.js';
import type { MailMessage } from '../mail/ports.js';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  householdName: string;
  link: string;
  days: number;
}

export function invitationMail({
  to,
  inviterName,
  householdName,
  link,
  days,
}: InvitationMailInput): MailMessage {
  const who = inviterName.trim() || 'A Hearth cook';
  return {
    to,
    subject: `${who} invited you to ${householdName} on Hearth`,
    html: mailHtml(`${who} invited you to join ${householdName}`, [
      html`Join to share recipes, the shopping list and meal plans with ${who}'s household on Hearth.`,
      { action: 'Join the household', link },
      html`The link works once, for this address, for ${String(days)} days.`,
    ]),
    text: `${who} invited you to join ${householdName} on Hearth, to share recipes, the shopping list and meal plans.\nJoin: ${link}\nThe link works once, for this address, for ${days} days.`,
  };
}
