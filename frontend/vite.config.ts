import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacros } from './lingui-macros';
import { webManifest } from './src/config/web-manifest';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Preloads the two Latin font files every screen draws its first words in (body and headings), so the
 * first layout uses them rather than looking up and then replacing a fallback font (issue 19: that
 * layout was the longest task after the first paint). Other subsets still load when a page needs them.
 */
const preloadFirstFonts = (): Plugin => ({
  name: 'hearth-preload-first-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) =>
      Object.keys(context.bundle ?? {})
        .filter((file) => /\/(nunito-sans|fraunces)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        })),
  },
});
/**
 * React Router's production build in the production bundle. Its package exports only the development
 * build (dev warnings on, ENABLE_DEV_WARNINGS), which cost Home ~40 ms of main-thread work on every
 * load (issue 20); the production files ship beside it in dist/production. The dev server keeps the
 * warnings.
 */
const reactRouterProduction = (): Plugin => {
  const production = (file: string) =>
    fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: 'hearth-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) =>
      source === 'react-router'
        ? production('index.mjs')
        : source === 'react-router/dom'
          ? production('dom-export.mjs')
          : null,
  };
};
/**
 * The first script's large chunks (the entry, with React DOM, and the router's and TanStack Query's, which
 * index.html preloads) start with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136+;
 * other browsers read a comment): their functions are compiled on a background thread while they stream in, instead of each on the main thread
 * the first time it runs. React's and the router's functions all run at start; compiled lazily they were
 * ~1,300 compilations, ~35 ms of the main thread's CPU on Home's first load, inside its longest tasks
 * (issue 35). The line is prepended after minifying, and each source map moves down a line with it.
 */
const compileHint = '//# allFunctionsCalledOnLoad\n';
const eagerCompileFirstScript = (): Plugin => ({
  name: 'hearth-eager-compile-first-script',
  apply: 'build',
  enforce: 'post',
  // After Vite's own (which puts its map of a chunk's lazy dependencies on the chunk's first line).
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const first = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      for (const file of first)
        for (const imported of (bundle[file] as { imports?: string[] }).imports ?? []) first.add(imported);
      for (const file of first) {
        const chunk = bundle[file];
        // The small ones have few functions to compile and would each grow the first script by a line.
        if (chunk?.type !== 'chunk' || chunk.code.length < 20_000) continue;
        chunk.code = compileHint + chunk.code;
        const map = bundle[`${file}.map`];
        if (map?.type === 'asset') {
          const json = JSON.parse(String(map.source)) as { mappings: string };
          json.mappings = `;${json.mappings}`;
          map.source = JSON.stringify(json);
        }
      }
    },
  },
});
const localServer = 'http://127.0.0.1:3000';

// The dev server proxies everything the local stack serves, so `npm run dev:web` talks to a running
// `npm start` (API, Cognito shim, runtime config and the mail viewer) on one origin, like CloudFront.
export default defineConfig({
  root: frontendRoot,
  publicDir: 'public',
  plugins: [
    // Issue 37: Lingui's macros become message ids, and a .po catalog imported becomes its compiled
    // messages (lingui.config.ts; a catalog that fails to compile fails the build).
    linguiMacros(),
    react(),
    lingui({ failOnCompileError: true }),
    reactRouterProduction(),
    preloadFirstFonts(),
    eagerCompileFirstScript(),
    tailwindcss(),
    // Issue 19: the manifest and the service worker (src/sw.ts); main.tsx registers it lazily.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Source maps are for debugging, not for the kitchen; big chunks (pdf.js) still precache.
        globIgnores: ['**/*.map'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: '@contracts',
        replacement: fileURLToPath(new URL('../lambdas/src/contracts', import.meta.url)),
      },
      { find: '@domain', replacement: fileURLToPath(new URL('../lambdas/src/domain', import.meta.url)) },
      // The ingredient language tables: a Lambda reads them beside its bundle, the web app has them bundled.
      {
        find: /^\.\/language-tables\.js$/,
        replacement: fileURLToPath(
          new URL('../lambdas/src/domain/ingredients/languages/language-tables.web.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': localServer,
      '/cognito': localServer,
      '/config.json': localServer,
      '/__mail': localServer,
    },
  },
  build: {
    // HEARTH_WEB_DIST (an absolute path) builds elsewhere; the local stack serves the same variable.
    outDir: process.env.HEARTH_WEB_DIST ?? 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // index.html preloads the entry's own imports (the parser finds those links for free); a lazy import's
    // are found by the browser as it reads the chunk, not announced by script: Vite's helper added a
    // <link rel=modulepreload> per chunk at run time, 20-45 ms of main-thread work on Home's first load
    // (most of the longest task there, issue 19's blocking time). The service worker holds every chunk,
    // so discovering them costs a returning cook next to nothing; a first visit reads a level or two
    // of imports in turn.
    modulePreload: {
      resolveDependencies: (_file, deps, context) => (context.hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod (its small edition, with the English messages contracts/zod.ts gives it) and the module
            // that turns its JIT off travel in one chunk, so whichever chunk first uses a schema has made zod
            // jitless before any schema is built (lib/zod-csp.ts; the CSP forbids eval). schemaLoader's kit
            // of zod builders (lib/schema-kit.ts) rides along rather than being a chunk of its own.
            {
              name: 'schemas',
              test: (id) =>
                id.includes('/node_modules/zod/') ||
                id.endsWith('/lambdas/src/contracts/zod.ts') ||
                id.endsWith('/src/lib/zod-csp.ts') ||
                id.endsWith('/src/lib/schema-kit.ts'),
            },
            // Lucide's icons came each as a chunk of its own (each is shared by a different set of screens):
            // Home's code fetched fourteen of them, and the browser's main-thread work per module fetched
            // made one 56 ms task of Home's first load (issue 19's blocking time). The screens' icons
            // travel in one chunk instead. The app shell draws none of them (the spinner's is its own SVG, the
            // offline banner arrives beside the first screen: issue 35), so none is loaded at start.
            {
              name: 'icons',
              // Lucide's icon machinery (createLucideIcon) rides along, so a screen's icons are one request, not
              // two levels; React stays where it is.
              includeDependenciesRecursively: false,
              test: (id) => id.includes('/node_modules/lucide-react/dist/esm/'),
            },
            // Radix and its positioning and focus helpers: every screen's dialogs and menus use them, and
            // left to themselves they came as some twenty small chunks, each a request and a modulepreload
            // the first screen waits on (issue 19's blocking time).
            // The two pieces the app shell's buttons use stay out of it (the shell would load it all).
            {
              name: 'ui-slot',
              priority: 2,
              includeDependenciesRecursively: false,
              test: /\/node_modules\/@radix-ui\/react-(slot|compose-refs)\//,
            },
            {
              name: 'ui-kit',
              priority: 1,
              // Their own dependencies (React) stay where they were, in the app shell. Our alert dialog
              // rides along: a card's delete confirmation imports it, and as a chunk of its own it was a
              // third level of imports Home's first cards waited for (issue 35).
              includeDependenciesRecursively: false,
              test: /\/node_modules\/(@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)\/|\/src\/components\/ui\/alert-dialog\.tsx$/,
            },
            // TanStack Query's hooks (and the observers behind them) in one chunk, which a screen's own
            // chunk imports directly. Split by who shares them, they came as five chunks (useQuery,
            // queryOptions, useInfiniteQuery…) that Home's data modules import: a third level of
            // requests, one more round trip before Home's first cards (issue 35). The client and its
            // provider stay in the app shell.
            {
              name: 'query-hooks',
              includeDependenciesRecursively: false,
              test: /\/node_modules\/@tanstack\/(react-query\/build\/modern\/(?!QueryClientProvider)\w+\.js|query-core\/build\/modern\/\w+Observer\.js)$/,
            },
            // The rest of TanStack Query's core (the client, its caches, the online manager) in one chunk
            // of the first script: shared with lazy modules (live updates, the offline cache), it came as
            // four small chunks, each compressed apart (issue 37 needed that kilobyte for translations).
            // Hydration stays out: only the offline cache of waiting changes (lazy) dehydrates and
            // hydrates, and in this chunk it was 1 KB gz of the first script (issue 35).
            {
              name: 'query-core',
              includeDependenciesRecursively: false,
              test: (id) =>
                /\/node_modules\/@tanstack\/(query-core\/build\/modern\/(?!\w+Observer\.js|hydration\.js)\w+|react-query\/build\/modern\/QueryClientProvider)\.js$/.test(
                  id,
                ) ||
                id.includes('vite/preload-helper') ||
                id.endsWith('/src/lib/kept-answers.ts'),
            },
          ],
        },
      },
    },
  },
});
