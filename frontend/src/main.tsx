import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootError } from './app/boot-error';
import { shellCatalog } from './app/catalogs';
import { preloadScreen } from './app/router';
import { loadRuntimeConfig } from './config/env';
import { preloadGet } from './lib/api-client';
import { routePath } from './lib/api-routes';
import { configureAuth, getSession } from './lib/auth';
import { recoveryRedirectTarget } from './lib/auth-links';
import { startingLocale } from './lib/i18n/detect';
import { LocaleProvider } from './lib/i18n/provider';
import { activateLocale, i18n, intlLocale, registerCatalogs } from './lib/i18n/runtime';
import { warmIntl } from './lib/i18n/warm-intl';
import { recipesPath } from './lib/recipes/keys';
import { startTheme } from './lib/theme';

startTheme();

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  // A recovery link may point at any page; move it to /auth before the route guards see it.
  const target = recoveryRedirectTarget(window.location.pathname, window.location.hash);
  if (target) window.history.replaceState(null, '', target);

  // /config.json is asked for first, then Home's or a recipe's code and words (the route's own lazy
  // imports, so the router reuses them) download beside it.
  const config = loadRuntimeConfig();
  // The shell's words in the person's language (this device's choice, else the browser's) arrive beside
  // /config.json, which the first screen waits for anyway; a profile's choice applies once signed in.
  registerCatalogs({ shell: shellCatalog });
  const locale = startingLocale();
  warmIntl(intlLocale(locale));
  const language = activateLocale(locale);
  const openingHome = window.location.pathname === '/';
  const openingRecipe = /^\/recipe\/([^/]+)$/.exec(window.location.pathname)?.[1];
  preloadScreen(window.location.pathname, locale);

  try {
    const [runtimeConfig] = await Promise.all([config, language]);
    configureAuth(runtimeConfig);
  } catch (error) {
    console.error(error);
    // No catalog arrived either: the error screen speaks the English kept in its code.
    if (!i18n.locale) i18n.activate('en');
    root.render(
      <LocaleProvider i18n={i18n}>
        <BootError />
      </LocaleProvider>,
    );
    return;
  }

  // Home's first page, or the recipe, is asked for now, beside its code, rather than once that code has
  // rendered: the same request the screen makes (get-recipes.ts, get-recipe.ts), which takes the answer.
  // So is the profile every screen reads (get-profile.ts), with the copy kept from the last visit.
  void getSession().then((session) => {
    if (!session) return;
    if (openingHome && window.location.search === '')
      preloadGet(recipesPath({ filter: 'all', category: null, q: '' }, null), { showKept: true });
    if (openingRecipe && !openingRecipe.includes('%'))
      preloadGet(routePath('GET /recipes/{id}', { params: { id: openingRecipe } }));
    preloadGet(routePath('GET /me'), { showKept: true });
  });

  // A transition: React draws the first screen in slices, so no one long task blocks the page.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void boot();

// Installable and offline (issue 19): the worker comes from the production build only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./lib/service-worker').then((worker) => worker.registerServiceWorker());
  });
}
