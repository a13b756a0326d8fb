import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { authScreenGuard, requireSignedIn } from './guards';
import { RootLayout } from './root-layout';

type ScreenModule = Record<string, unknown>;

/** Each screen is its own chunk: the route module's `Screen` export becomes the route component. */
function screen(load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
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
      { path: '/auth', loader: authScreenGuard, ...screen(() => import('./routes/auth')) },
      { path: '/how-it-works', ...screen(() => import('./routes/how-it-works')) },
      // SPEC 2: community recipes are readable without signing in; saving one asks for it.
      { path: '/community', ...screen(() => import('./routes/community')) },
      {
        loader: requireSignedIn,
        children: [
          { index: true, ...screen(() => import('./routes/home')) },
          { path: '/admin', ...screen(() => import('./routes/admin')) },
          { path: '/recipe/:id', ...screen(() => import('./routes/recipe')) },
          { path: '/recipe/:id/history', ...screen(() => import('./routes/recipe-history')) },
          { path: '/cooked', ...screen(() => import('./routes/cook-log')) },
          { path: '/shopping-list', ...screen(() => import('./routes/shopping-list')) },
          { path: '/pantry', ...screen(() => import('./routes/pantry')) },
          { path: '/meal-plans', ...screen(() => import('./routes/meal-plans')) },
          { path: '/meal-plan/:id', ...screen(() => import('./routes/meal-plan')) },
          { path: '/dinner-parties', ...screen(() => import('./routes/dinner-parties')) },
          { path: '/dinner-party/:menuId', ...screen(() => import('./routes/dinner-party')) },
          { path: '/ingredient-search', ...screen(() => import('./routes/ingredient-search')) },
          { path: '/video-tutorials', ...screen(() => import('./routes/video-tutorials')) },
          { path: '/video/:id', ...screen(() => import('./routes/video')) },
          { path: '/subscription', ...screen(() => import('./routes/subscription')) },
          { path: '/household', ...screen(() => import('./routes/household')) },
          { path: '/import-collection', ...screen(() => import('./routes/import-collection')) },
          { path: '/imports/:id', ...screen(() => import('./routes/import-job')) },
          { path: '/exports/:id', ...screen(() => import('./routes/export')) },
          { path: '/cookbook', ...screen(() => import('./routes/cookbook')) },
          { path: '/join/:token', ...screen(() => import('./routes/join')) },
          // The local checkout simulator (billing without Stripe keys); its API exists only locally.
          { path: '/checkout-simulator', ...screen(() => import('./routes/checkout-simulator')) },
        ],
      },
      { path: '*', ...screen(() => import('./routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
