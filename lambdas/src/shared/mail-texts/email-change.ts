// The e-mails of an address change (domain/account/email-change-mail.ts): the code to the new address and
// the notice to the old one, in the account's language.
// Its words in every language are data: email-change.json, checked against MailCatalog here and by catalogs.test.ts.

import texts from './email-change.json' with { type: 'json' };
import type { CatalogOf } from './fill.js';

export const emailChangeTexts: CatalogOf<typeof texts> = texts;
