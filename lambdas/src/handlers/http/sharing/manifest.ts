// Sharing area routes: sharing a recipe with a person, Shared With Me, and the recipe page's link
// preview.
import { sharedWithMeQuery, shareRecipeRequest } from '../../../contracts/sharing.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const sharingManifest = defineManifest({
  shareRecipe: {
    method: 'POST',
    path: '/api/recipes/{id}/shares',
    auth: 'user',
    body: shareRecipeRequest,
    doc: 'Shares a recipe with a person by e-mail address and tells them',
    budget: { requests: 5 },
  },
  listShares: {
    method: 'GET',
    path: '/api/recipes/{id}/shares',
    auth: 'user',
    doc: 'The people a recipe is shared with (its owner only)',
    budget: { requests: 2 },
  },
  revokeShare: {
    method: 'DELETE',
    path: '/api/recipes/{id}/shares/{userId}',
    auth: 'user',
    doc: 'Stops sharing a recipe with one person',
    budget: { requests: 1 },
  },
  listSharedWithMe: {
    method: 'GET',
    path: '/api/shares/with-me',
    auth: 'user',
    query: sharedWithMeQuery,
    doc: 'Recipes shared with the caller, a page at a time',
    budget: { requests: 2, items: 48 },
  },
  // The recipe page itself, for link previews: index.html with Open Graph tags (CloudFront sends
  // /recipe/* here; the local server too). The only route outside /api.
  recipePage: {
    method: 'GET',
    path: '/recipe/{id}',
    auth: 'public',
    doc: "The recipe page with a public recipe's preview tags",
    budget: { requests: 1 },
  },
});
