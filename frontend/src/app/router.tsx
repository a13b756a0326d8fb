import { type ComponentType, lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/spinner';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { needCatalogs } from '@/lib/i18n/runtime';
import { featureCatalogs } from './catalogs';
import { AuthScreenGuard, SignedInScreens } from './guards';
import { RootLayout } from './root-layout';

type ScreenModule = Record<string, unknown>;

/**
 * Each screen is its own chunk: the route module's `Screen` export becomes the route component. The
 * words of the features it composes (their catalogs in the current language) download beside it, so
 * the screen draws in one language from its first frame (router.test.ts keeps each list whole).
 */
function screen(load: () => Promise<ScreenModule>, ...features: string[]) {
  const catalogs = featureCatalogs(...features);
  const component = lazy(async () => {
    const [module] = await Promise.all([load(), needCatalogs(catalogs)]);
    screenArrived();
    return { default: module.Screen as ComponentType };
  });
  return Object.assign(component, {
    /**
     * Starts the download of the screen's code and words in `locale` before the router asks for them,
     * which it does only once the session is known: the same imports, which the browser then has.
     */
    preload(locale: CatalogLocale) {
      void load().catch(() => undefined);
      for (const loadCatalog of Object.values(catalogs)) void loadCatalog(locale).catch(() => undefined);
    },
  });
}

/**
 * Screens whose code and words have arrived, counted, and the router that draws again when one does.
 * A screen that arrives while the spinner stands in for it is otherwise revealed by React's retry of
 * the Suspense boundary, which React holds back until 300 ms after the spinner was shown (its fallback
 * throttle, meant for many boundaries revealing one after another): Home's cards came 680-820 ms after
 * a reload instead of 190-320 ms. A transition of the router's own draws it as soon as it is here, in
 * slices like every transition. The render this schedules runs in a later task, after React.lazy has
 * taken the module this returns.
 */
const arrivals = { count: 0, spinners: 0, listeners: new Set<(count: number) => void>() };

function screenArrived() {
  arrivals.count += 1;
  // A navigation keeps the screen on show until the next is ready, and React draws it then, untouched.
  if (arrivals.spinners === 0) return;
  const { count } = arrivals;
  startTransition(() => {
    for (const listener of arrivals.listeners) listener(count);
  });
}

/** The spinner standing in for a screen whose code or words are still on their way. */
function ScreenSpinner() {
  useEffect(() => {
    arrivals.spinners += 1;
    return () => {
      arrivals.spinners -= 1;
    };
  }, []);
  return <PageSpinner />;
}

function useScreenArrivals() {
  const [seen, setSeen] = useState(arrivals.count);
  useEffect(() => {
    arrivals.listeners.add(setSeen);
    // A screen that arrived between this render and the subscription is not missed.
    if (arrivals.count !== seen) startTransition(() => setSeen(arrivals.count));
    return () => {
      arrivals.listeners.delete(setSeen);
    };
  }, [seen]);
}

const Auth = screen(() => import('./routes/auth'), 'account', 'auth');
const HowItWorks = screen(() => import('./routes/how-it-works'), 'help');
const Community = screen(() => import('./routes/community'), 'community');
const Home = screen(() => import('./routes/home'), 'account', 'billing', 'import', 'meal-plans', 'recipes');
const Admin = screen(() => import('./routes/admin'), 'account', 'admin');
const Recipe = screen(
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
);
const RecipeHistory = screen(
  () => import('./routes/recipe-history'),
  'cookbooks',
  'recipe-history',
  'recipes',
);
const CookLog = screen(() => import('./routes/cook-log'), 'cook-log');
const ShoppingList = screen(() => import('./routes/shopping-list'), 'account', 'pantry', 'shopping');
const Pantry = screen(() => import('./routes/pantry'), 'pantry');
const MealPlans = screen(() => import('./routes/meal-plans'), 'meal-plans');
const MealPlan = screen(() => import('./routes/meal-plan'), 'account', 'meal-plans', 'pantry', 'shopping');
const DinnerParties = screen(() => import('./routes/dinner-parties'), 'dinner-parties');
const DinnerParty = screen(
  () => import('./routes/dinner-party'),
  'account',
  'dinner-parties',
  'import',
  'pantry',
  'shopping',
);
const IngredientSearch = screen(() => import('./routes/ingredient-search'), 'finder');
const VideoTutorials = screen(() => import('./routes/video-tutorials'), 'videos');
const Video = screen(() => import('./routes/video'), 'comments', 'videos');
const Subscription = screen(() => import('./routes/subscription'), 'account', 'billing');
const Household = screen(() => import('./routes/household'), 'account', 'household');
const ImportCollection = screen(() => import('./routes/import-collection'), 'collection-import');
const ImportJob = screen(() => import('./routes/import-job'), 'collection-import');
const Export = screen(() => import('./routes/export'), 'account');
const Cookbook = screen(() => import('./routes/cookbook'), 'cookbooks');
const Join = screen(() => import('./routes/join'), 'account', 'household');
// The local checkout simulator (billing without Stripe keys); its API exists only locally.
const CheckoutSimulator = screen(() => import('./routes/checkout-simulator'), 'billing');
const NotFound = screen(() => import('./routes/not-found'));

/**
 * The screen a page load opens on, when it is Home or a recipe (the two screens most loads start on),
 * fetched from the start beside /config.json (main.tsx): its code, and its words in the starting
 * language, which the router otherwise asked for only after the session check, one round of
 * downloads later (issue 35: Home's first cards waited ~160 ms for its five catalogs).
 */
export function preloadScreen(pathname: string, locale: CatalogLocale) {
  if (pathname === '/') Home.preload(locale);
  else if (/^\/recipe\/[^/]+$/.test(pathname)) Recipe.preload(locale);
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path="/auth"
          element={
            <AuthScreenGuard>
              <Auth />
            </AuthScreenGuard>
          }
        />
        <Route path="/how-it-works" element={<HowItWorks />} />
        {/* SPEC 2: community recipes are readable without signing in; saving one asks for it. */}
        <Route path="/community" element={<Community />} />
        <Route element={<SignedInScreens />}>
          <Route index element={<Home />} />
          <Route path="/admin" element={<Admin />} />
          <Route path="/recipe/:id" element={<Recipe />} />
          <Route path="/recipe/:id/history" element={<RecipeHistory />} />
          <Route path="/cooked" element={<CookLog />} />
          <Route path="/shopping-list" element={<ShoppingList />} />
          <Route path="/pantry" element={<Pantry />} />
          <Route path="/meal-plans" element={<MealPlans />} />
          <Route path="/meal-plan/:id" element={<MealPlan />} />
          <Route path="/dinner-parties" element={<DinnerParties />} />
          <Route path="/dinner-party/:menuId" element={<DinnerParty />} />
          <Route path="/ingredient-search" element={<IngredientSearch />} />
          <Route path="/video-tutorials" element={<VideoTutorials />} />
          <Route path="/video/:id" element={<Video />} />
          <Route path="/subscription" element={<Subscription />} />
          <Route path="/household" element={<Household />} />
          <Route path="/import-collection" element={<ImportCollection />} />
          <Route path="/imports/:id" element={<ImportJob />} />
          <Route path="/exports/:id" element={<Export />} />
          <Route path="/cookbook" element={<Cookbook />} />
          <Route path="/join/:token" element={<Join />} />
          <Route path="/checkout-simulator" element={<CheckoutSimulator />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * A screen that fails to draw or to load (a lost network, a deploy that replaced its chunk) shows the
 * error page in place of the app; going elsewhere (Back) tries again.
 */
function ScreenErrors({ children }: { children: React.ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} onError={(error) => console.error(error)} resetKeys={[key]}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * React Router's declarative router (issue 35): the guards are layout components and the screens
 * React.lazy, and navigations are transitions, so the screen on show stays until the next one's code,
 * words and guard are ready, as a data router's lazy routes and loaders did. The data router itself
 * (loaders, actions, fetchers, revalidation: none of it used, Hearth's data is TanStack Query's) was
 * 17 KB gzipped of the first script.
 */
export function AppRouter() {
  useScreenArrivals();
  return (
    <BrowserRouter>
      <ScreenErrors>
        <Suspense fallback={<ScreenSpinner />}>
          <AppRoutes />
        </Suspense>
      </ScreenErrors>
    </BrowserRouter>
  );
}
