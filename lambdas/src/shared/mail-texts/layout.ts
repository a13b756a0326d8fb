// The words every e-mail's layout adds (shared/mail-layout.ts): the line under a button, the footer.
// Its words in every language are data: layout.json, read beside the bundle on first use (catalog-files.ts),
// checked against MailCatalog here and by catalogs.test.ts.

import { mailTexts } from './catalog-files.js';
import type { CatalogOf } from './fill.js';
import type texts from './layout.json';

export const layoutTexts = (): CatalogOf<typeof texts> => mailTexts<typeof texts>('layout.json');
