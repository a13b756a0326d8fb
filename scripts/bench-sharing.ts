// Bench scenarios of sharing and comments: a recipe shared with a friend by address, its shares
// listed and one withdrawn; the public recipe page a shared link opens (HTML, with its preview tags);
// a comment posted and deleted. Reads of Shared With Me and a page of comments are in bench-pages.ts.
import { type BenchContext, type Scenario, type ScenarioGroup, setupCall } from './bench-scenario.js';

/** A fresh recipe of the bench cook (a share of it is new, so the call is the usual 201). */
async function freshRecipe(ctx: BenchContext, i: number): Promise<string> {
  const added = await setupCall<{ recipes: { id: string }[] }>(ctx, ctx.idToken, '/api/recipes', 'POST', {
    recipes: [{ title: `Bench gift ${i}`, ingredients: '1 jar of jam' }],
  });
  return added.recipes[0]?.id ?? '';
}

const share = (ctx: BenchContext, recipeId: string) =>
  setupCall(ctx, ctx.idToken, `/api/recipes/${recipeId}/shares`, 'POST', { email: ctx.other.email });

const scenarios: Scenario[] = [
  {
    method: 'POST',
    route: '/api/recipes/{id}/shares',
    arrange: async (ctx, i) => ({ path: `/api/recipes/${await freshRecipe(ctx, i)}/shares` }),
    body: (ctx) => ({ email: ctx.other.email }),
    expectStatus: 201,
  },
  { method: 'GET', route: '/api/recipes/{id}/shares', path: (ctx) => `/api/recipes/${ctx.recipeId}/shares` },
  {
    method: 'DELETE',
    route: '/api/recipes/{id}/shares/{userId}',
    arrange: async (ctx, i) => {
      const recipeId = await freshRecipe(ctx, i + 1000);
      await share(ctx, recipeId);
      return { path: `/api/recipes/${recipeId}/shares/${ctx.other.userId}` };
    },
    expectStatus: 204,
  },
  {
    method: 'GET',
    route: '/recipe/{id}',
    label: 'A public recipe’s page for a shared link (HTML)',
    path: (ctx) => `/recipe/${ctx.otherPublicRecipeId}`,
    signedIn: false,
  },
  {
    method: 'POST',
    route: '/api/comments/{targetType}/{targetId}',
    path: (ctx) => `/api/comments/recipe/${ctx.otherPublicRecipeId}`,
    body: (_ctx, i) => ({ content: `Made it again, ${i}` }),
    expectStatus: 201,
  },
  {
    method: 'DELETE',
    route: '/api/comments/{targetType}/{targetId}/{commentId}',
    arrange: async (ctx, i) => {
      const path = `/api/comments/recipe/${ctx.otherPublicRecipeId}`;
      const posted = await setupCall<{ id?: string; comment?: { id: string } }>(
        ctx,
        ctx.idToken,
        path,
        'POST',
        {
          content: `Oops ${i}`,
        },
      );
      return { path: `${path}/${posted.comment?.id ?? posted.id}` };
    },
    expectStatus: 204,
  },
];

/** The bench cook's recipe is shared with the other cook, so its list of shares has one. */
export const sharingScenarios: ScenarioGroup = {
  name: 'sharing and comments',
  prepare: async (ctx) => {
    await share(ctx, ctx.recipeId);
    return {};
  },
  scenarios,
};
