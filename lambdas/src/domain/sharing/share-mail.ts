// The e-mail telling someone a recipe was shared with them: who, which recipe, and the link to open it.

import { html } from '../../shared/html.js';
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
    html: html`<h1 style="font-family:Georgia,serif;color:#7c2d12">${who} shared a recipe with you</h1>
<p style="font-family:sans-serif">&ldquo;${recipeTitle}&rdquo; is now in your Shared With Me list on Hearth.</p>
<p><a href="${link}" style="font-family:sans-serif;background:#c2410c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">View Recipe</a></p>
<p style="font-family:sans-serif;color:#666">Or paste this address into your browser: ${link}</p>
<p style="font-family:sans-serif;color:#666">Hearth: love people, cook good food.</p>`.value,
    text: `${who} shared "${recipeTitle}" with you on Hearth. Open it: ${link}\nYou will also find it under Shared With Me.`,
  };
}
