// The codes Cognito e-mails, as links (handlers/triggers/custom-message.ts): a password reset and the
// sign-up confirmation.
// Its words in every language are data: codes.json, read beside the bundle on first use (catalog-files.ts),
// checked against MailCatalog here and by catalogs.test.ts.

import { mailTexts } from './catalog-files.js';
import type texts from './codes.json';
import type { CatalogOf } from './fill.js';

export const codeTexts = (): CatalogOf<typeof texts> => mailTexts<typeof texts>('codes.json');
