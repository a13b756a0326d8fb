// The e-mail when a large import ends (domain/collections/import-mail.ts): how it went, and its page.
// Its words in every language are data: import.json, checked against MailCatalog here and by catalogs.test.ts.
import type { CatalogOf } from './fill.js';
import texts from './import.json' with { type: 'json' };

export const importTexts: CatalogOf<typeof texts> = texts;
