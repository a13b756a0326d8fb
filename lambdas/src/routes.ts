// The one list of HTTP routes. CDK builds API Gateway routes from it and the local adapter serves
// the same list, so the two can never drift. Each area is one Lambda that routes inside with
// @middy/http-router (lambdas/src/handlers/http/<area>/index.ts); a unit test checks both agree.
export type Area =
  | 'account'
  | 'recipes'
  | 'social'
  | 'sharing'
  | 'shopping'
  | 'planning'
  | 'finder'
  | 'videos'
  | 'media'
  | 'billing'
  | 'admin'
  | 'extraction';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  /** API Gateway path syntax, e.g. /api/recipes/{id}. */
  path: string;
  area: Area;
  /** 'public' routes skip the JWT authorizer (health, public reads, the Stripe webhook). */
  auth: 'user' | 'public';
}

export const routes: RouteSpec[] = [
  { method: 'GET', path: '/api/health', area: 'account', auth: 'public' },
  { method: 'GET', path: '/api/me', area: 'account', auth: 'user' },
  { method: 'PATCH', path: '/api/me', area: 'account', auth: 'user' },
  { method: 'PUT', path: '/api/me/email', area: 'account', auth: 'user' },
  // Issue 13: an e-mail change is proven by a code mailed to the new address (the PUT above answers 410).
  { method: 'POST', path: '/api/me/email-change', area: 'account', auth: 'user' },
  { method: 'POST', path: '/api/me/email-change/confirm', area: 'account', auth: 'user' },
  { method: 'POST', path: '/api/me/sign-out-everywhere', area: 'account', auth: 'user' },
  // Recipes area (issue 3)
  { method: 'GET', path: '/api/recipes', area: 'recipes', auth: 'user' },
  { method: 'POST', path: '/api/recipes', area: 'recipes', auth: 'user' },
  { method: 'GET', path: '/api/recipes/{id}', area: 'recipes', auth: 'user' },
  { method: 'PATCH', path: '/api/recipes/{id}', area: 'recipes', auth: 'user' },
  { method: 'DELETE', path: '/api/recipes/{id}', area: 'recipes', auth: 'user' },
  { method: 'PUT', path: '/api/recipes/{id}/notes', area: 'recipes', auth: 'user' },
  { method: 'PUT', path: '/api/recipes/{id}/video-link', area: 'recipes', auth: 'user' },
  { method: 'PUT', path: '/api/recipes/{id}/visibility', area: 'recipes', auth: 'user' },
  { method: 'PUT', path: '/api/recipes/{id}/rating', area: 'recipes', auth: 'user' },
  { method: 'PUT', path: '/api/recipes/{id}/favorite', area: 'recipes', auth: 'user' },
  { method: 'DELETE', path: '/api/recipes/{id}/favorite', area: 'recipes', auth: 'user' },
  { method: 'POST', path: '/api/recipes/{id}/copy', area: 'recipes', auth: 'user' },
  { method: 'GET', path: '/api/categories', area: 'recipes', auth: 'user' },
  // Media area (issue 3): presigned recipe-image uploads; images redirect to a presigned GET.
  { method: 'POST', path: '/api/uploads/recipe-image', area: 'media', auth: 'user' },
  { method: 'GET', path: '/api/media/recipe-images/{ownerId}/{file}', area: 'media', auth: 'public' },
  // Recipe import (issue 4): photos and PDFs are uploaded by presigned POST, then extracted by key.
  { method: 'POST', path: '/api/uploads/recipe-file', area: 'media', auth: 'user' },
  // The uploaded original kept with an imported recipe: its owner only (see the media handler).
  { method: 'GET', path: '/api/media/recipe-files/{ownerId}/{file}', area: 'media', auth: 'user' },
  { method: 'POST', path: '/api/extract-recipe', area: 'extraction', auth: 'user' },
  // Social area (issue 5): the community feed and search, comments on recipes and videos.
  // Community recipes are readable signed out (SPEC 2); the list never depends on who asks.
  { method: 'GET', path: '/api/community/recipes', area: 'social', auth: 'public' },
  { method: 'GET', path: '/api/comments/{targetType}/{targetId}', area: 'social', auth: 'user' },
  { method: 'POST', path: '/api/comments/{targetType}/{targetId}', area: 'social', auth: 'user' },
  {
    method: 'DELETE',
    path: '/api/comments/{targetType}/{targetId}/{commentId}',
    area: 'social',
    auth: 'user',
  },
  // Sharing area (issue 5): recipe shares with people, link previews.
  { method: 'POST', path: '/api/recipes/{id}/shares', area: 'sharing', auth: 'user' },
  { method: 'GET', path: '/api/recipes/{id}/shares', area: 'sharing', auth: 'user' },
  { method: 'DELETE', path: '/api/recipes/{id}/shares/{userId}', area: 'sharing', auth: 'user' },
  { method: 'GET', path: '/api/shares/with-me', area: 'sharing', auth: 'user' },
  // The recipe page itself, for link previews: index.html with Open Graph tags (CloudFront sends
  // /recipe/* here; the local server too). The only route outside /api.
  { method: 'GET', path: '/recipe/{id}', area: 'sharing', auth: 'public' },
  // Shopping area (issue 6): the shopping list.
  { method: 'GET', path: '/api/shopping-list', area: 'shopping', auth: 'user' },
  { method: 'POST', path: '/api/shopping-list/recipes', area: 'shopping', auth: 'user' },
  { method: 'POST', path: '/api/shopping-list/items', area: 'shopping', auth: 'user' },
  { method: 'PATCH', path: '/api/shopping-list/items/{itemId}', area: 'shopping', auth: 'user' },
  { method: 'DELETE', path: '/api/shopping-list/items/{itemId}', area: 'shopping', auth: 'user' },
  { method: 'POST', path: '/api/shopping-list/clear-checked', area: 'shopping', auth: 'user' },
  // Planning area (issue 6): meal plans, iCal feeds, dinner-party menus.
  { method: 'GET', path: '/api/meal-plans', area: 'planning', auth: 'user' },
  { method: 'POST', path: '/api/meal-plans', area: 'planning', auth: 'user' },
  { method: 'GET', path: '/api/meal-plans/{id}', area: 'planning', auth: 'user' },
  { method: 'DELETE', path: '/api/meal-plans/{id}', area: 'planning', auth: 'user' },
  { method: 'POST', path: '/api/meal-plans/{id}/recipes', area: 'planning', auth: 'user' },
  { method: 'DELETE', path: '/api/meal-plans/{id}/recipes/{entryId}', area: 'planning', auth: 'user' },
  { method: 'PUT', path: '/api/meal-plans/{id}/calendar-feed', area: 'planning', auth: 'user' },
  { method: 'DELETE', path: '/api/meal-plans/{id}/calendar-feed', area: 'planning', auth: 'user' },
  // The private iCal feed: public for calendar apps, opened only by its unguessable token ({feed} = <token>.ics).
  { method: 'GET', path: '/api/calendar/{feed}', area: 'planning', auth: 'public' },
  { method: 'GET', path: '/api/dinner-parties', area: 'planning', auth: 'user' },
  { method: 'POST', path: '/api/dinner-parties', area: 'planning', auth: 'user' },
  { method: 'GET', path: '/api/dinner-parties/{id}', area: 'planning', auth: 'user' },
  { method: 'DELETE', path: '/api/dinner-parties/{id}', area: 'planning', auth: 'user' },
  { method: 'POST', path: '/api/dinner-parties/{id}/recipes', area: 'planning', auth: 'user' },
  { method: 'DELETE', path: '/api/dinner-parties/{id}/recipes/{entryId}', area: 'planning', auth: 'user' },
  // Finder area (issue 7): find recipes by ingredients, suggestions.
  { method: 'POST', path: '/api/finder/search', area: 'finder', auth: 'user' },
  { method: 'POST', path: '/api/suggest-recipes', area: 'finder', auth: 'user' },
  { method: 'POST', path: '/api/suggest-recipes/save', area: 'finder', auth: 'user' },
  // Videos area (issue 8): video tutorials.
  { method: 'GET', path: '/api/videos', area: 'videos', auth: 'user' },
  { method: 'POST', path: '/api/videos', area: 'videos', auth: 'user' },
  { method: 'GET', path: '/api/videos/{id}', area: 'videos', auth: 'user' },
  { method: 'DELETE', path: '/api/videos/{id}', area: 'videos', auth: 'user' },
  { method: 'POST', path: '/api/videos/{id}/restore', area: 'videos', auth: 'user' },
  { method: 'POST', path: '/api/videos/{id}/copy', area: 'videos', auth: 'user' },
  // Presigned video and poster uploads straight to the media bucket; multipart completion checks the size.
  { method: 'POST', path: '/api/uploads/video', area: 'videos', auth: 'user' },
  { method: 'POST', path: '/api/uploads/video/complete', area: 'videos', auth: 'user' },
  { method: 'POST', path: '/api/uploads/video/abort', area: 'videos', auth: 'user' },
  // Billing area (issue 9): entitlement, Stripe checkout and webhooks, invitation-code redemption.
  { method: 'GET', path: '/api/subscription', area: 'billing', auth: 'user' },
  { method: 'POST', path: '/api/subscription/checkout', area: 'billing', auth: 'user' },
  { method: 'POST', path: '/api/subscription/portal', area: 'billing', auth: 'user' },
  // Admins make a free lifetime-access link for a friend's e-mail (a 100% coupon at checkout).
  { method: 'POST', path: '/api/subscription/free-link', area: 'billing', auth: 'user' },
  { method: 'POST', path: '/api/stripe/webhook', area: 'billing', auth: 'public' },
  // The local checkout simulator: answers 404 unless running locally without Stripe keys.
  { method: 'GET', path: '/api/checkout-simulator/sessions/{id}', area: 'billing', auth: 'user' },
  { method: 'POST', path: '/api/checkout-simulator/sessions/{id}/complete', area: 'billing', auth: 'user' },
  { method: 'POST', path: '/api/checkout-simulator/sessions/{id}/cancel', area: 'billing', auth: 'user' },
  { method: 'POST', path: '/api/checkout-simulator/portal', area: 'billing', auth: 'user' },
  // Admin area (issue 9): invitation codes, user access, audit log.
  // Redemption is for every signed-in user; every /api/admin route also requires group admin (403).
  { method: 'POST', path: '/api/invitation-codes/redeem', area: 'admin', auth: 'user' },
  { method: 'GET', path: '/api/admin/invitation-codes', area: 'admin', auth: 'user' },
  { method: 'POST', path: '/api/admin/invitation-codes', area: 'admin', auth: 'user' },
  { method: 'POST', path: '/api/admin/invitation-codes/{code}/deactivate', area: 'admin', auth: 'user' },
  { method: 'POST', path: '/api/admin/invitations', area: 'admin', auth: 'user' },
  { method: 'GET', path: '/api/admin/users', area: 'admin', auth: 'user' },
  { method: 'PUT', path: '/api/admin/users/{userId}/lifetime', area: 'admin', auth: 'user' },
  { method: 'DELETE', path: '/api/admin/users/{userId}/lifetime', area: 'admin', auth: 'user' },
  { method: 'PUT', path: '/api/admin/users/{userId}/email', area: 'admin', auth: 'user' },
  { method: 'DELETE', path: '/api/admin/users/{userId}', area: 'admin', auth: 'user' },
  { method: 'GET', path: '/api/admin/audit-log', area: 'admin', auth: 'user' },
];

export const areas = [...new Set(routes.map((route) => route.area))];
