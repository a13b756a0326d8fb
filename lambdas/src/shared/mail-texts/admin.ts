// The e-mails an admin's action sends: lifetime access given to an account or offered to an address
// (domain/admin/invitations.ts), and an account moved to a new address (domain/account/email-change-mail.ts).
// Its words in every language are data: admin.json, read beside the bundle on first use (catalog-files.ts),
// checked against MailCatalog here and by catalogs.test.ts.

import type texts from './admin.json';
import { mailTexts } from './catalog-files.js';
import type { CatalogOf } from './fill.js';

export const adminTexts = (): CatalogOf<typeof texts> => mailTexts<typeof texts>('admin.json');
