import type { CatalogLoader, CatalogModule } from '@/lib/i18n/runtime';

type LanguageModule = CatalogModule & {
  features: Record<string, () => Promise<CatalogModule>>;
};

// One module per language (locales/<locale>.ts): the shell's words, and a loader per feature catalog.
const languages = import.meta.glob<LanguageModule>('../locales/*.ts');

function language(locale: string): Promise<LanguageModule> {
  const load = languages[`../locales/${locale}.ts`];
  if (!load) return Promise.reject(new Error(`Hearth has no catalog for ${locale}`));
  return load();
}

/** The shell's words (app/, components/, lib/, hooks/): loaded at start, before the first screen. */
export const shellCatalog: CatalogLoader = language;

/**
 * The catalogs of the features a screen composes, by feature folder name ("recipes", "shopping"): one
 * small chunk per feature and language, fetched beside the screen's code (router.tsx), never at start.
 */
export function featureCatalogs(...features: readonly string[]): Record<string, CatalogLoader> {
  return Object.fromEntries(
    features.map((feature) => [
      `feature:${feature}`,
      async (locale) => {
        const load = (await language(locale)).features[`../features/${feature}/locales/${locale}.po`];
        // A feature with no words of its own yet has no catalog: nothing to load.
        return load ? load() : { messages: {} };
      },
    ]),
  );
}
