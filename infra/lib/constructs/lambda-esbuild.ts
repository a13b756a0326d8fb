// How every Lambda is bundled, as plain settings (no CDK): HearthFunction's bundling props are built from
// them, and the scripts that measure bundles (scripts/bench-bundles.ts, scripts/bundle-modules.ts) build
// with esbuildOptions(), so a measured bundle is byte for byte the one the CDK ships.
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import {
  FOOD_TABLE_FILES,
  foodTableFile,
} from '../../../lambdas/src/domain/ingredients/food-tables/index.js';
import {
  LANGUAGE_TABLE_FILES,
  languageTableFile,
} from '../../../lambdas/src/domain/ingredients/languages/language-tables.js';
import { MAIL_TEXT_FILES, mailTextFile } from '../../../lambdas/src/shared/mail-texts/catalog-files.js';

/** Some dependencies are CommonJS and call require(); ESM output needs it defined. */
export const requireShim =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** The Lambda runtime ships the AWS SDK v3; bundling it would only add cold-start weight. */
export const runtimeModules = ['@aws-sdk/*'];

export const lambdaTarget = 'node22';
export const lambdaMainFields = ['module', 'main'];
/**
 * Letters outside ASCII stay as they are (2-3 bytes in UTF-8), not \uXXXX escapes (6 bytes): the
 * ingredient and allergen tables hold Japanese, Arabic and Hebrew words.
 */
export const lambdaCharset = 'utf8';

/** esbuild's options for one Lambda entry, as HearthFunction bundles it (minified ESM, SDK left out). */
export const esbuildOptions = (entry: string, external: readonly string[]): BuildOptions => ({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  platform: 'node',
  target: lambdaTarget,
  format: 'esm',
  mainFields: lambdaMainFields,
  charset: lambdaCharset,
  external: [...runtimeModules, ...external],
  banner: { js: requireShim },
  write: false,
  logLevel: 'silent',
});

/**
 * Data files the shared code reads beside its module (the food tables, the ingredient language
 * tables and the e-mails' words, issue 35): each is copied beside every bundle whose code names it (HearthFunction, and the
 * scripts that load bundles), so no function that reads one goes without it and none that does not
 * carries it.
 */
export const sharedDataFiles: readonly { name: string; path: string }[] = [
  ...FOOD_TABLE_FILES.map((name) => ({ name, path: fileURLToPath(foodTableFile(name)) })),
  ...LANGUAGE_TABLE_FILES.map((name) => ({ name, path: fileURLToPath(languageTableFile(name)) })),
  ...MAIL_TEXT_FILES.map((name) => ({ name, path: fileURLToPath(mailTextFile(name)) })),
];

/** The shared data files a bundle's code names, which must be beside it. */
export const namedDataFiles = (code: string) =>
  sharedDataFiles.filter(({ name }) => code.includes(`"${name}`));
