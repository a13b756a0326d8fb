// The e-mail when a large import ends (domain/collections/import-mail.ts): how it went, and its page.
// Its words in every language are data: import.json, read beside the bundle on first use (catalog-files.ts),
// checked against MailCatalog here and by catalogs.test.ts.

import { mailTexts } from './catalog-files.js';
import type { CatalogOf } from './fill.js';
import type texts from './import.json';

export const importTexts = (): CatalogOf<typeof texts> => mailTexts<typeof texts>('import.json');
