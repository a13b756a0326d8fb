// The e-mail when an export ends (domain/collections/export/finish-export.ts): ready, or not made.
// Its words in every language are data: export.json, checked against MailCatalog here and by catalogs.test.ts.

import texts from './export.json' with { type: 'json' };
import type { CatalogOf } from './fill.js';

export const exportTexts: CatalogOf<typeof texts> = texts;
