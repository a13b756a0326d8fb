import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Hearth's interface languages (issue 37). English is the source: the English words live in the
 * components (SPEC.md's wording) and every other catalog translates them. `pseudo` is the accented
 * pseudo-locale the Playwright run uses to find hard-coded text and truncation.
 *
 * Catalogs are split so a screen downloads only its own words: the shell's (app/, components/, lib/,
 * hooks/) arrive at start, and each feature's beside the feature's code (frontend/src/app/catalogs.ts).
 * Keep this list in step with frontend/src/lib/i18n/locales.ts (a unit test compares them).
 */
/**
 * The features whose words are in catalogs (converted): each gets one catalog per language beside its
 * code. A feature joins this list when it is converted (and leaves NOT_YET_CONVERTED in
 * scripts/i18n/english-literals.ts); one without words of its own has no catalog files at all, so the
 * service worker does not precache thirteen empty chunks for it.
 */
const FEATURES_IN_CATALOGS: readonly string[] = [
  'account',
  'admin',
  'auth',
  'billing',
  'collection-import',
  'comments',
  'community',
  'cook-log',
  'cookbooks',
  'dinner-parties',
  'finder',
  'help',
  'household',
  'import',
  'meal-plans',
  'pantry',
  'recipe-history',
  'recipe-language',
  'recipes',
  'reread',
  'sharing',
  'shopping',
  'videos',
];

/**
 * The screens' own words (app/routes/*) go to the catalog of a feature the screen already loads
 * (router.tsx's screen() awaits it before the screen draws), not to the shell's: they arrive with the
 * route, and the first script waits only for the shell's words (issue 35). A route file missing here
 * stays in the shell's catalog (not-found: it loads no feature).
 */
const SCREEN_WORDS: Readonly<Record<string, readonly string[]>> = {
  account: ['export'],
  admin: ['admin'],
  auth: ['auth'],
  billing: ['checkout-simulator', 'subscription'],
  'collection-import': ['import-collection', 'import-job'],
  community: ['community'],
  'cook-log': ['cook-log'],
  cookbooks: ['cookbook'],
  'dinner-parties': ['dinner-parties', 'dinner-party', 'dinner-party-import'],
  finder: ['ingredient-search'],
  help: ['how-it-works'],
  household: ['household', 'join'],
  'meal-plans': ['meal-plan', 'meal-plans'],
  pantry: ['pantry'],
  'recipe-history': ['recipe-history'],
  recipes: ['home', 'home-add-recipe', 'recipe'],
  shopping: ['shopping-list'],
  videos: ['video', 'video-tutorials'],
};

/**
 * Shell components that only some features draw (the layers keep them out of any one feature), with the
 * features that draw them: their words go to each of those features' catalogs, not the shell's, so they
 * arrive with the screens that show them and the first script does not wait for them (issue 35). A
 * message in two catalogs has one translation (scripts/i18n/completeness.ts checks they agree), and
 * app/catalogs.test.ts keeps this list in step with the features' imports.
 */
export const SHARED_WORDS: Readonly<Record<string, readonly string[]>> = {
  'components/cooked-dialog.tsx': ['cook-log', 'dinner-parties', 'meal-plans'],
  'components/recipes/recipe-picker.tsx': ['cookbooks', 'dinner-parties', 'meal-plans'],
};

const sharedFiles = (feature?: string) =>
  Object.entries(SHARED_WORDS)
    .filter(([, features]) => feature === undefined || features.includes(feature))
    .map(([file]) => `<rootDir>/frontend/src/${file}`);

const screenFiles = (feature: string) =>
  (SCREEN_WORDS[feature] ?? []).map((route) => `<rootDir>/frontend/src/app/routes/${route}.tsx`);

const SERVER_MESSAGES = '<rootDir>/frontend/src/lib/i18n/server-messages';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'it', 'pt-BR', 'nl', 'pl', 'tr', 'ja', 'ar', 'he', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/frontend/src/locales/{locale}',
      include: [
        '<rootDir>/frontend/src/app',
        '<rootDir>/frontend/src/components',
        '<rootDir>/frontend/src/lib',
        '<rootDir>/frontend/src/hooks',
        '<rootDir>/frontend/src/main.tsx',
      ],
      exclude: [`${SERVER_MESSAGES}/**`, ...sharedFiles(), ...Object.keys(SCREEN_WORDS).flatMap(screenFiles)],
    },
    // The server's words (lib/i18n/server-messages/): their own catalog, loaded only when one is shown.
    { path: `${SERVER_MESSAGES}/locales/{locale}`, include: [SERVER_MESSAGES] },
    ...FEATURES_IN_CATALOGS.map((feature) => ({
      path: `<rootDir>/frontend/src/features/${feature}/locales/{locale}`,
      include: [
        `<rootDir>/frontend/src/features/${feature}/`,
        ...screenFiles(feature),
        ...sharedFiles(feature),
      ],
    })),
  ],
  // <Trans> from lib/i18n/trans.tsx: its code stays out of the first script (docs/i18n.md).
  runtimeConfigModule: { Trans: ['@/lib/i18n/trans', 'Trans'] },
  orderBy: 'messageId',
  // Origins without line numbers: moving a component does not rewrite twelve catalogs.
  format: formatter({ lineNumbers: false }),
});
