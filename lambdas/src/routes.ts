// Every HTTP route, read from the areas' manifests (handlers/http/<area>/manifest.ts, where each route
// is declared once). CDK builds API Gateway from it and the local adapter serves it; each area is one
// Lambda (handlers/http/<area>/index.ts) binding a handler to every entry of its manifest by name.
// Only data is imported here (manifests and their zod contracts), so CDK reads it without AWS clients.
import { accountManifest } from './handlers/http/account/manifest.js';
import { adminManifest } from './handlers/http/admin/manifest.js';
import { billingManifest } from './handlers/http/billing/manifest.js';
import { checkoutSimulatorManifest } from './handlers/http/billing/simulator-manifest.js';
import { cookbooksManifest } from './handlers/http/cookbooks/manifest.js';
import { deletionManifest } from './handlers/http/deletion/manifest.js';
import { extractionManifest } from './handlers/http/extraction/manifest.js';
import { finderManifest } from './handlers/http/finder/manifest.js';
import { householdsManifest } from './handlers/http/households/manifest.js';
import { mediaManifest } from './handlers/http/media/manifest.js';
import { planningManifest } from './handlers/http/planning/manifest.js';
import { recipesManifest } from './handlers/http/recipes/manifest.js';
import { sharingManifest } from './handlers/http/sharing/manifest.js';
import { shoppingManifest } from './handlers/http/shopping/manifest.js';
import { socialManifest } from './handlers/http/social/manifest.js';
import { videosManifest } from './handlers/http/videos/manifest.js';
import type { Manifest, ManifestEntry } from './shared/route-manifest.js';

export type { HttpMethod, RouteAuth } from './shared/route-manifest.js';

/** Each product area's manifests: the first is its Lambda's (index.ts); local-only ones follow. */
const manifests = {
  account: [accountManifest],
  recipes: [recipesManifest],
  social: [socialManifest],
  sharing: [sharingManifest],
  households: [householdsManifest],
  shopping: [shoppingManifest],
  planning: [planningManifest],
  finder: [finderManifest],
  videos: [videosManifest],
  media: [mediaManifest],
  cookbooks: [cookbooksManifest],
  billing: [billingManifest, checkoutSimulatorManifest],
  admin: [adminManifest],
  deletion: [deletionManifest],
  extraction: [extractionManifest],
} satisfies Record<string, Manifest[]>;

export type Area = keyof typeof manifests;

/** Every area's manifests as types: the frontend's typed client (frontend/src/lib/api-routes.ts) reads them. */
export type Manifests = typeof manifests;

export interface RouteSpec extends ManifestEntry {
  /** The manifest entry's name, which is also its handler's key in the area's index.ts (or local.ts). */
  name: string;
  area: Area;
}

/** Every route, the local-only ones included (the local stack serves them all). */
export const routes: RouteSpec[] = Object.entries(manifests).flatMap(([area, list]) =>
  list.flatMap((manifest: Manifest) =>
    Object.entries(manifest).map(([name, entry]) => ({ ...entry, name, area: area as Area })),
  ),
);

/** The routes API Gateway serves on AWS: the local-only ones (the checkout simulator) are left out. */
export const deployedRoutes = routes.filter((route) => !route.localOnly);

export const areas = Object.keys(manifests) as Area[];

/** The module serving a route: the area's Lambda, or for a local-only route the area's local.ts. */
export const routeModule = (route: Pick<RouteSpec, 'area' | 'localOnly'>) =>
  `handlers/http/${route.area}/${route.localOnly ? 'local' : 'index'}.ts`;
