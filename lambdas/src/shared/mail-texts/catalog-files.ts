// Each e-mail's words in every language (the JSON catalogs beside this module) are data files a Lambda
// reads beside its bundle when it first writes that e-mail, not object literals every cold start compiles
// (issue 35: 5-14 KB each); HearthFunction copies every catalog a bundle names next to it, the same
// relative address that finds it here in the source tree. Backend only.
import { readFileSync } from 'node:fs';

/** Every mail catalog file, beside this module. */
export const MAIL_TEXT_FILES = [
  'admin.json',
  'codes.json',
  'email-change.json',
  'export.json',
  'import.json',
  'invitation.json',
  'layout.json',
  'share.json',
  'subscription.json',
] as const;

export type MailTextFile = (typeof MAIL_TEXT_FILES)[number];

/** Where a catalog is: beside this module in the source tree, beside the bundle on Lambda. */
export const mailTextFile = (name: MailTextFile) => new URL(`./${name}`, import.meta.url);

const read = new Map<MailTextFile, unknown>();

/** A catalog's texts, read once on first use (typed by its module: `typeof import('./x.json')`). */
export function mailTexts<Json>(name: MailTextFile): Json {
  if (!read.has(name)) read.set(name, JSON.parse(readFileSync(mailTextFile(name), 'utf8')));
  return read.get(name) as Json;
}
