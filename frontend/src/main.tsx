import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './config/env';
import { preloadGet } from './lib/api-client';
import { routePath } from './lib/api-routes';
import { configureAuth, getSession } from './lib/auth';
import { recoveryRedirectTarget } from './lib/auth-links';
import { recipesPath } from './lib/recipes/keys';
import { startTheme } from './lib/theme';

startTheme();

function BootError({ message }: { message: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-3xl font-semibold text-terracotta-900">Hearth could not start</h1>
      <p className="max-w-md text-ink-muted">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-2 rounded-xl bg-terracotta-600 px-4 py-2 font-semibold text-white"
      >
        Try again
      </button>
    </main>
  );
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  // A recovery link may point at any page; move it to /auth before the route guards see it.
  const target = recoveryRedirectTarget(window.location.pathname, window.location.hash);
  if (target) window.history.replaceState(null, '', target);

  // /config.json is asked for first, then Home's or a recipe's code (the route's own lazy import, so the
  // router reuses it) downloads beside it.
  const config = loadRuntimeConfig();
  const openingHome = window.location.pathname === '/';
  const openingRecipe = /^\/recipe\/([^/]+)$/.exec(window.location.pathname)?.[1];
  if (openingHome) void import('./app/routes/home');
  if (openingRecipe) void import('./app/routes/recipe');

  try {
    configureAuth(await config);
  } catch (error) {
    console.error(error);
    root.render(<BootError message="We couldn't reach the kitchen. Check your connection and try again." />);
    return;
  }

  // Home's first page, or the recipe, is asked for now, beside its code, rather than once that code has
  // rendered: the same request the screen makes (get-recipes.ts, get-recipe.ts), which takes the answer.
  if (openingHome && window.location.search === '') {
    void getSession().then((session) => {
      if (session)
        preloadGet(recipesPath({ filter: 'all', category: null, q: '' }, null), { showKept: true });
    });
  }
  if (openingRecipe && !openingRecipe.includes('%')) {
    void getSession().then((session) => {
      if (session) preloadGet(routePath('GET /recipes/{id}', { params: { id: openingRecipe } }));
    });
  }

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
