// Bench scenarios for the reads behind the other pages: the shopping list, a meal plan, a dinner-party
// menu, the video library, a page of comments, Shared With Me and the subscription status. The setup
// fills each with a realistic amount through the API, as the app would.
import { type BenchContext, type ScenarioGroup, setupCall } from './bench-scenario.js';

const pages: ScenarioGroup['scenarios'] = [
  {
    method: 'GET',
    route: '/api/shopping-list',
    label: 'Shopping list, 8 recipes merged',
    path: () => '/api/shopping-list',
  },
  {
    method: 'GET',
    route: '/api/meal-plans/{id}',
    label: 'Meal plan page, 14 meals',
    path: (ctx) => `/api/meal-plans/${ctx.mealPlanId}`,
  },
  {
    method: 'GET',
    route: '/api/dinner-parties/{id}',
    label: 'Dinner-party menu page, 6 dishes',
    path: (ctx) => `/api/dinner-parties/${ctx.menuId}`,
  },
  {
    method: 'GET',
    route: '/api/videos',
    label: 'Video library, My Videos (first page, 24 of 30)',
    path: () => '/api/videos?scope=mine',
  },
  {
    method: 'GET',
    route: '/api/videos',
    label: 'Video library, Community Videos',
    path: () => '/api/videos?scope=community',
  },
  {
    method: 'GET',
    route: '/api/comments/{targetType}/{targetId}',
    label: 'Comments, first page (20 of 30)',
    path: (ctx) => `/api/comments/recipe/${ctx.commentedRecipeId}`,
  },
  {
    method: 'GET',
    route: '/api/shares/with-me',
    label: 'Shared With Me, 5 recipes',
    path: () => '/api/shares/with-me',
  },
  {
    method: 'GET',
    route: '/api/subscription',
    label: 'Subscription status',
    path: () => '/api/subscription',
  },
];

/** Fills the bench cook's list, a plan, a menu and a video library, and comments another cook's recipe. */
async function preparePagesBench(ctx: BenchContext): Promise<Partial<BenchContext>> {
  const commentedRecipeId = ctx.otherPublicRecipeId;
  const api = <T = Record<string, unknown>>(path: string, method = 'GET', body?: unknown) =>
    setupCall<T>(ctx, ctx.idToken, path, method, body);
  const foods = ['butter', 'flour', 'onion', 'garlic', 'milk', 'eggs', 'rice', 'carrots', 'lemons', 'thyme'];
  const added = await api<{ recipes: { id: string }[] }>('/api/recipes', 'POST', {
    recipes: Array.from({ length: 8 }, (_, i) => ({
      title: `Bench page recipe ${i + 1}`,
      servings: 4,
      ingredients: [0, 1, 2, 3].map((k) => `${k + 1} cups ${foods[(i + k * 3) % foods.length]}`).join('\n'),
    })),
  });
  const recipeIds = added.recipes.map((recipe) => recipe.id);

  await api('/api/shopping-list/recipes', 'POST', { recipes: recipeIds.map((recipeId) => ({ recipeId })) });

  const plan = await api<{ id: string }>('/api/meal-plans', 'POST', {
    name: 'Bench week',
    startDate: '2026-11-23',
  });
  for (let day = 0; day < 7; day += 1) {
    for (const mealType of ['lunch', 'dinner']) {
      await api(`/api/meal-plans/${plan.id}/recipes`, 'POST', {
        recipeId: recipeIds[(day * 2 + (mealType === 'dinner' ? 1 : 0)) % recipeIds.length],
        dayOfWeek: day,
        mealType,
      });
    }
  }

  const menu = await api<{ id: string }>('/api/dinner-parties', 'POST', {
    name: 'Bench dinner',
    guestCount: 8,
  });
  const courses = ['appetizer', 'main', 'main', 'side', 'dessert', 'beverage'];
  await api(`/api/dinner-parties/${menu.id}/recipes`, 'POST', {
    recipes: courses.map((courseType, i) => ({ recipeId: recipeIds[i], courseType })),
  });

  for (let i = 0; i < 30; i += 1) {
    await api('/api/videos', 'POST', {
      source: 'url',
      title: `Bench technique ${i + 1}`,
      videoUrl: `https://youtu.be/dQw4w9WgX${String(i).padStart(2, '0')}`,
      isPublic: i % 2 === 0,
    });
  }
  // Three neighbours write the page of comments: a cook may post ten a minute (domain/limits).
  for (let n = 0; n < 3; n += 1) {
    const neighbour = await ctx.signUp(`neighbour${n}`);
    for (let i = 0; i < 10; i += 1)
      await setupCall(ctx, neighbour.idToken, `/api/comments/recipe/${commentedRecipeId}`, 'POST', {
        content: `Bench comment ${n * 10 + i + 1}`,
      });
  }
  // Another cook shares five recipes with the bench cook by address.
  const gifts = await setupCall<{ recipes: { id: string }[] }>(
    ctx,
    ctx.other.idToken,
    '/api/recipes',
    'POST',
    {
      recipes: Array.from({ length: 5 }, (_, i) => ({ title: `Neighbour's dish ${i + 1}` })),
    },
  );
  for (const gift of gifts.recipes)
    await setupCall(ctx, ctx.other.idToken, `/api/recipes/${gift.id}/shares`, 'POST', { email: ctx.email });
  return { mealPlanId: plan.id, menuId: menu.id, commentedRecipeId };
}

export const pagesScenarios: ScenarioGroup = { name: 'pages', prepare: preparePagesBench, scenarios: pages };
