// The e-mail telling someone a recipe was shared with them: who, which recipe, and the link to open it.

import { html } from '../../shared/html.js';
import { mailHtml } from '../../shared/mail-layout.js';
import type { MailMessage } from '../mail/ports.js';

export interface ShareMailInput {
  to: string;
  ownerName: string;
  recipeTitle: string;
  link: string;
}

export function shareMail({ to, ownerName, recipeTitle, link }: ShareMailInput): MailMessage {
  const who = ownerName.trim() || 'A Hearth cook';
  return {
    to,
    subject: `${who} shared a recipe with you: ${recipeTitle}`,
    html: mailHtml(`${who} shared a recipe with you`, [
      html`&ldquo;${recipeTitle}&rdquo; is now in your Shared With Me list on Hearth.`,
      { action: 'View Recipe', link },
    ]),
    text: `${who} shared "${recipeTitle}" with you on Hearth. Open it: ${link}\nYou will also find it under Shared With Me.`,
  };
}
