// The e-mail when an export ends (domain/collections/export/finish-export.ts): ready, or not made.
// Its words in every language are data: export.json, read beside the bundle on first use (catalog-files.ts),
// checked against MailCatalog here and by catalogs.test.ts.

import { mailTexts } from './catalog-files.js';
import type texts from './export.json';
import type { CatalogOf } from './fill.js';

export const exportTexts = (): CatalogOf<typeof texts> => mailTexts<typeof texts>('export.json');
