// The words every e-mail's layout adds (shared/mail-layout.ts): the line under a button, the footer.
// Its words in every language are data: layout.json, checked against MailCatalog here and by catalogs.test.ts.
import type { CatalogOf } from './fill.js';
import texts from './layout.json' with { type: 'json' };

export const layoutTexts: CatalogOf<typeof texts> = texts;
