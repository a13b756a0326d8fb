// The e-mail telling someone a recipe was shared with them (domain/sharing/share-mail.ts).
// Its words in every language are data: share.json, checked against MailCatalog here and by catalogs.test.ts.
import type { CatalogOf } from './fill.js';
import texts from './share.json' with { type: 'json' };

export const shareTexts: CatalogOf<typeof texts> = texts;
