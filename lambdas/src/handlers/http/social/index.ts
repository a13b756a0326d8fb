// Social area: the community feed and search, and comments on public recipes and videos. Each part
// keeps its handlers in its own module; this file only binds them to the area's manifest.
import { bindRoutes, httpApi } from '../../shared/http.js';
import { commentHandlers } from './comments.js';
import { communityHandlers } from './community.js';
import { socialManifest } from './manifest.js';

export const handler = httpApi(bindRoutes(socialManifest, { ...communityHandlers, ...commentHandlers }));
