// The household invitation (domain/households/invitation-mail.ts), in the invitee's language.
// Its words in every language are data: invitation.json, read beside the bundle on first use (catalog-files.ts),
// checked against MailCatalog here and by catalogs.test.ts.

import { mailTexts } from './catalog-files.js';
import type { CatalogOf } from './fill.js';
import type texts from './invitation.json';

export const invitationTexts = (): CatalogOf<typeof texts> => mailTexts<typeof texts>('invitation.json');
