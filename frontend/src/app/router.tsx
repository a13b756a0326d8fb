import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { needCatalogs } from '@/lib/i18n/runtime';
import { featureCatalogs } from './catalogs';
import { authScreenGuard, requireSignedIn } from './guards';
import { RootLayout } from './root-layout';

type ScreenModule = Record<string, unknown>;

/**
 * Each screen is its own chunk: the route module's `Screen` export becomes the route component. The
 * words of the features it composes (their catalogs in the current language) download beside it, so
 * the screen draws in one language from its first frame (router.test.ts keeps each list whole).
 */
function screen(load: () => Promise<ScreenModule>, ...features: string[]): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), needCatalogs(featureCatalogs(...features))]);
      return { Component: module.Screen as React.ComponentType };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/auth', loader: authScreenGuard, ...screen(() => import('./routes/auth'), 'account', 'auth') },
      { path: '/how-it-works', ...screen(() => import('./routes/how-it-works'), 'help') },
      // SPEC 2: community recipes are readable without signing in; saving one asks for it.
      { path: '/community', ...screen(() => import('./routes/community'), 'community') },
      {
        loader: requireSignedIn,
        children: [
          {
            index: true,
            ...screen(() => import('./routes/home'), 'account', 'billing', 'import', 'meal-plans', 'recipes'),
          },
          { path: '/admin', ...screen(() => import('./routes/admin'), 'account', 'admin') },
          {
            path: '/recipe/:id',
            ...screen(
              () => import('./routes/recipe'),
              'account',
              'comments',
              'cook-log',
              'pantry',
              'recipe-history',
              'recipe-language',
              'recipes',
              'reread',
              'sharing',
              'shopping',
            ),
          },
          {
            path: '/recipe/:id/history',
            ...screen(() => import('./routes/recipe-history'), 'cookbooks', 'recipe-history', 'recipes'),
          },
          { path: '/cooked', ...screen(() => import('./routes/cook-log'), 'cook-log') },
          {
            path: '/shopping-list',
            ...screen(() => import('./routes/shopping-list'), 'account', 'pantry', 'shopping'),
          },
          { path: '/pantry', ...screen(() => import('./routes/pantry'), 'pantry') },
          { path: '/meal-plans', ...screen(() => import('./routes/meal-plans'), 'meal-plans') },
          {
            path: '/meal-plan/:id',
            ...screen(() => import('./routes/meal-plan'), 'account', 'meal-plans', 'pantry', 'shopping'),
          },
          { path: '/dinner-parties', ...screen(() => import('./routes/dinner-parties'), 'dinner-parties') },
          {
            path: '/dinner-party/:menuId',
            ...screen(
              () => import('./routes/dinner-party'),
              'account',
              'dinner-parties',
              'import',
              'pantry',
              'shopping',
            ),
          },
          { path: '/ingredient-search', ...screen(() => import('./routes/ingredient-search'), 'finder') },
          { path: '/video-tutorials', ...screen(() => import('./routes/video-tutorials'), 'videos') },
          { path: '/video/:id', ...screen(() => import('./routes/video'), 'comments', 'videos') },
          { path: '/subscription', ...screen(() => import('./routes/subscription'), 'account', 'billing') },
          { path: '/household', ...screen(() => import('./routes/household'), 'account', 'household') },
          {
            path: '/import-collection',
            ...screen(() => import('./routes/import-collection'), 'collection-import'),
          },
          { path: '/imports/:id', ...screen(() => import('./routes/import-job'), 'collection-import') },
          { path: '/exports/:id', ...screen(() => import('./routes/export'), 'account') },
          { path: '/cookbook', ...screen(() => import('./routes/cookbook'), 'cookbooks') },
          { path: '/join/:token', ...screen(() => import('./routes/join'), 'account', 'household') },
          // The local checkout simulator (billing without Stripe keys); its API exists only locally.
          { path: '/checkout-simulator', ...screen(() => import('./routes/checkout-simulator'), 'billing') },
        ],
      },
      { path: '*', ...screen(() => import('./routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
