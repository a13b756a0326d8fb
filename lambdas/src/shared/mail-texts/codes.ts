// The codes Cognito e-mails, as links (handlers/triggers/custom-message.ts): a password reset and the
// sign-up confirmation.
// Its words in every language are data: codes.json, checked against MailCatalog here and by catalogs.test.ts.

import texts from './codes.json' with { type: 'json' };
import type { CatalogOf } from './fill.js';

export const codeTexts: CatalogOf<typeof texts> = texts;
