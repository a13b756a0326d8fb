// The notice that tells the site's owner about a new subscriber (domain/billing/notify.ts).
// Its words in every language are data: subscription.json, checked against MailCatalog here and by catalogs.test.ts.
import type { CatalogOf } from './fill.js';
import texts from './subscription.json' with { type: 'json' };

export const subscriptionTexts: CatalogOf<typeof texts> = texts;
