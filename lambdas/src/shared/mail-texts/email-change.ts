// The e-mails of an address change (domain/account/email-change-mail.ts): the code to the new address and
// the notice to the old one, in the account's language.
// Its words in every language are data: email-change.json, read beside the bundle on first use (catalog-files.ts),
// checked against MailCatalog here and by catalogs.test.ts.

import { mailTexts } from './catalog-files.js';
import type texts from './email-change.json';
import type { CatalogOf } from './fill.js';

export const emailChangeTexts = (): CatalogOf<typeof texts> => mailTexts<typeof texts>('email-change.json');
