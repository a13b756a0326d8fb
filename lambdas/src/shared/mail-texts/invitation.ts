// The household invitation (domain/households/invitation-mail.ts), in the invitee's language.
// Its words in every language are data: invitation.json, checked against MailCatalog here and by catalogs.test.ts.
import type { CatalogOf } from './fill.js';
import texts from './invitation.json' with { type: 'json' };

export const invitationTexts: CatalogOf<typeof texts> = texts;
