// The e-mail telling someone a recipe was shared with them: who, which recipe, and the link to open it.

import type { InterfaceLanguage } from '../../contracts/languages.js';
import { mailHtml } from '../../shared/mail-layout.js';
import { fill, fillHtml, text } from '../../shared/mail-texts/fill.js';
import { shareTexts } from '../../shared/mail-texts/share.js';
import type { MailMessage } from '../mail/ports.js';

export interface ShareMailInput {
  to: string;
  ownerName: string;
  recipeTitle: string;
  link: string;
  /** The recipient's language (issue 37: their profile's); English when absent. */
  language?: InterfaceLanguage;
}

export function shareMail({
  to,
  ownerName,
  recipeTitle,
  link,
  language = 'en',
}: ShareMailInput): MailMessage {
  const say = shareTexts()[language];
  const who = ownerName.trim() || text(say.someone);
  const names = { who, title: recipeTitle, link };
  return {
    to,
    subject: fill(text(say.subject), names),
    html: mailHtml(
      fill(text(say.heading), names),
      [fillHtml(text(say.body), names), { action: text(say.action), link }],
      language,
    ),
    text: fill(text(say.text), names),
  };
}
