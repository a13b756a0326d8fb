import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const usesMacros = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Lingui's compile-time macros (`Trans`, `t`, `msg`, `plural`, `useLingui` from `@lingui/…/macro`) turned
 * into runtime calls that carry only a message id (issue 37). @vitejs/plugin-react 6 compiles with oxc and
 * runs no Babel, and Lingui 5 ships its macro as a Babel plugin; this plugin runs Babel with it alone, on the
 * few files that import a macro, before oxc strips the types. Used by the web build (vite.config.ts) and the
 * unit tests (vitest.config.ts).
 */
export function linguiMacros(): Plugin {
  let production = false;
  return {
    name: 'hearth-lingui-macros',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!usesMacros.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [
          [
            '@lingui/babel-plugin-lingui-macro',
            // The production build ships ids only (the words come from the catalogs), except in the
            // screen shown when Hearth cannot start: its English stays in the code, for when no
            // catalog could be fetched either.
            { stripMessageField: production && !id.endsWith('/src/app/boot-error.tsx') },
          ],
        ],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
