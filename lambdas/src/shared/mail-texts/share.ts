// The e-mail telling someone a recipe was shared with them (domain/sharing/share-mail.ts).
// Its words in every language are data: share.json, read beside the bundle on first use (catalog-files.ts),
// checked against MailCatalog here and by catalogs.test.ts.

import { mailTexts } from './catalog-files.js';
import type { CatalogOf } from './fill.js';
import type texts from './share.json';

export const shareTexts = (): CatalogOf<typeof texts> => mailTexts<typeof texts>('share.json');
