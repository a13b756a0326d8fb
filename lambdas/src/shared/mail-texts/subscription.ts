// The notice that tells the site's owner about a new subscriber (domain/billing/notify.ts).
// Its words in every language are data: subscription.json, read beside the bundle on first use (catalog-files.ts),
// checked against MailCatalog here and by catalogs.test.ts.

import { mailTexts } from './catalog-files.js';
import type { CatalogOf } from './fill.js';
import type texts from './subscription.json';

export const subscriptionTexts = (): CatalogOf<typeof texts> => mailTexts<typeof texts>('subscription.json');
