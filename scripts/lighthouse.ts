// `npm run lighthouse` (or `npm run bench -- --only lighthouse`): Lighthouse on a throw-away local stack
// with a small kitchen (a cook with a dozen recipes), no 5,000-recipe seeding. Serves the build in
// HEARTH_WEB_DIST (default frontend/dist): run `npm run build:web` first.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cognitoCall, localPool } from '../infra/local/cognito.js';
import { srpTokens } from '../infra/local/srp-sign-in.js';
import { startLocalStack, webDistDir } from '../infra/local/stack.js';
import { printLighthouse, runLighthouse } from './bench-lighthouse.js';

const lasagne = {
  title: 'Weeknight Lasagne',
  description: 'Layers of ragù, béchamel and pasta, ready in an hour.',
  servings: 6,
  prepTime: 20,
  cookTime: 45,
  categoryIds: ['dinner'],
  tags: 'pasta, family',
  ingredients: [
    '1 tbsp olive oil',
    '1 onion, finely chopped',
    '2 garlic cloves, crushed',
    '500 g beef mince',
    '2 x 400 g cans chopped tomatoes',
    '2 tbsp tomato purée',
    '50 g butter',
    '50 g plain flour',
    '600 ml milk',
    '12 lasagne sheets',
    '100 g Parmesan, grated',
  ].join('\n'),
  instructions: [
    'Heat the oil and cook the onion and garlic for 5 minutes.',
    'Brown the mince, add the tomatoes and purée, and simmer for 20 minutes.',
    'Melt the butter, stir in the flour, then whisk in the milk until thick.',
    'Layer ragù, pasta and sauce in a dish, finishing with sauce and Parmesan.',
    'Bake at 190°C for 40-45 minutes until golden.',
  ].join('\n'),
};

async function signUpCook(origin: string) {
  const runId = Math.random().toString(36).slice(2, 8);
  const account = { email: `lighthouse-${runId}@example.com`, password: `Light-${runId}-Pass1` };
  const endpoint = `${origin}/cognito`;
  const made = await cognitoCall(endpoint, 'SignUp', {
    ClientId: localPool.clientId,
    Username: account.email,
    Password: account.password,
  });
  if (made.status !== 200) throw new Error(`Lighthouse sign-up failed: ${JSON.stringify(made.body)}`);
  const { IdToken: idToken } = await srpTokens({
    endpoint,
    username: account.email,
    password: account.password,
  });
  return { ...account, idToken };
}

/**
 * A throw-away stack for measuring a page in the browser beside it (Lighthouse, profile-first-load):
 * the build served, the table in memory, DynamoDB Local's JVM on its quick compiler (dynamo.ts).
 */
export const startStackBesideBrowser = (dataDir: string) =>
  startLocalStack({ port: 0, dataDir, serveFrontend: true, quiet: true, inMemory: true, quickJit: true });

/** A cook with a dozen recipes (the first a lasagne) on the stack at `origin`. */
export async function seedSmallKitchen(origin: string) {
  const cook = await signUpCook(origin);
  const recipes = [
    lasagne,
    ...Array.from({ length: 11 }, (_, i) => ({ ...lasagne, title: `Family Stew ${i + 1}` })),
  ];
  const response = await fetch(`${origin}/api/recipes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cook.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ recipes }),
  });
  if (response.status !== 201) throw new Error(`Lighthouse seeding answered ${response.status}`);
  const [recipeId] = ((await response.json()) as { recipes: { id: string }[] }).recipes.map((r) => r.id);
  if (!recipeId) throw new Error('Lighthouse seeding made no recipe');
  return { cook, recipeId };
}

/** Runs Lighthouse on Home and a recipe page of a fresh stack; false when the site is not installable. */
export async function lighthouseOnSmallKitchen(cpuSlowdown?: number): Promise<boolean> {
  const dist = webDistDir();
  if (!existsSync(join(dist, 'index.html'))) {
    console.log(`\nLighthouse: skipped, no build in ${dist} (run \`npm run build:web\` first)`);
    return true;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-lighthouse-'));
  const stack = await startStackBesideBrowser(dataDir);
  try {
    const { cook, recipeId } = await seedSmallKitchen(stack.url);
    const result = await runLighthouse(
      stack.url,
      cook,
      [
        { name: 'Home', path: '/' },
        { name: 'Recipe page', path: `/recipe/${recipeId}` },
      ],
      cpuSlowdown,
    );
    if (!result) return true;
    const cpu = cpuSlowdown ? `CPU slowdown ${cpuSlowdown}x instead of 4x` : 'CPU slowdown 4x';
    printLighthouse(
      result,
      `a cook with 12 recipes, ${cpu}; on a shared machine performance varies with its load`,
    );
    return result.installability.installable;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `--cpu-slowdown N` (see runLighthouse). */
export const cpuSlowdownArgument = (argv: string[]) => {
  const at = argv.indexOf('--cpu-slowdown');
  const value = at >= 0 ? Number(argv[at + 1]) : Number.NaN;
  return value > 0 ? value : undefined;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await lighthouseOnSmallKitchen(cpuSlowdownArgument(process.argv));
  process.exitCode = ok ? 0 : 1;
}
