// How every Lambda is bundled, as plain settings (no CDK): HearthFunction's bundling props are built from
// them, and the scripts that measure bundles (scripts/bench-bundles.ts, scripts/bundle-modules.ts) build
// with esbuildOptions(), so a measured bundle is byte for byte the one the CDK ships.
import type { BuildOptions } from 'esbuild';

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
