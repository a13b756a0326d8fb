// One language's words for Hearth's shell, and where each feature's words are: fetched at start for
// the person's language only (app/catalogs.ts), so the first script names thirteen files, not 280.
export { messages } from './pt-BR.po';
export const features = import.meta.glob<{ messages: import('@lingui/core').Messages }>(
  '../features/*/locales/pt-BR.po',
);
