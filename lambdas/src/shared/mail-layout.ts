// The one layout of every e-mail Hearth sends (shares, invitations, address changes, Cognito's codes,
// the owner's notices): a heading, paragraphs, an optional code or button, and the footer. Every value
// is escaped by construction: a block is plain text unless it is a piece built by `html`.
import type { InterfaceLanguage } from '../contracts/languages.js';
import { html, SafeHtml } from './html.js';
import { fillHtml, isRightToLeft, text } from './mail-texts/fill.js';
import { layoutTexts } from './mail-texts/layout.js';

/** Text (escaped), a piece built by `html`, a one-time code shown large, or a button with its link. */
export type MailBlock = string | SafeHtml | { code: string } | { action: string; link: string };

const paragraphStyle = 'font-family:sans-serif';
const buttonStyle =
  'font-family:sans-serif;background:#c2410c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none';
const mutedStyle = 'font-family:sans-serif;color:#666';

function block(item: MailBlock, language: InterfaceLanguage): SafeHtml[] {
  if (typeof item === 'string' || item instanceof SafeHtml)
    return [html`<p style="${paragraphStyle}">${item}</p>`];
  if ('code' in item)
    return [html`<p style="font-family:monospace;font-size:28px;letter-spacing:6px">${item.code}</p>`];
  return [
    html`<p><a href="${item.link}" style="${buttonStyle}">${item.action}</a></p>`,
    html`<p style="${mutedStyle}">${fillHtml(text(layoutTexts()[language].paste), { link: item.link })}</p>`,
  ];
}

/**
 * The HTML body of an e-mail: the heading (none for a bare notice), the blocks in order, the footer, in
 * `language` (issue 37; the layout's own words too). Other than English, the body is wrapped in its
 * `lang` and, for Arabic and Hebrew, `dir="rtl"`.
 */
export function mailHtml(
  heading: string | null,
  blocks: readonly MailBlock[],
  language: InterfaceLanguage = 'en',
): string {
  const parts = [
    ...(heading === null ? [] : [html`<h1 style="font-family:Georgia,serif;color:#7c2d12">${heading}</h1>`]),
    ...blocks.flatMap((item) => block(item, language)),
    html`<p style="${mutedStyle}">${text(layoutTexts()[language].footer)}</p>`,
  ];
  const body = parts.map((part) => part.value).join('\n');
  if (language === 'en') return body;
  return `<div lang="${language}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}">\n${body}\n</div>`;
}
