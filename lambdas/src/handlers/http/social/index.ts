// Social area: the community feed and search, and comments on public recipes and videos. Each part
// keeps its routes in its own module; this file only composes them into the area's Lambda.
import { httpApi } from '../../../shared/http.js';
import { commentRoutes } from './comments.js';
import { communityRoutes } from './community.js';

export { commentRoutes, communityRoutes };

export const handler = httpApi([...communityRoutes, ...commentRoutes]);
