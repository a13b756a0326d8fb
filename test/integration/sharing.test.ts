// Sharing a recipe with a person, Shared With Me and link previews, through the local API Gateway
// adapter with real tokens, DynamoDB Local, the local outbox and the same handlers as on AWS.
import { describe, expect, it } from 'vitest';
import { addRecipe, type Card, getCounted, type HomePage, home } from './recipes-fixtures.js';
import { api, stackUrl } from './support/api.js';
import { adminSession, type Session, signUpUser } from './support/auth.js';
import { readMail } from './support/mail.js';

interface Share {
  userId: string;
  email: string;
  displayName: string;
  sharedAt: string;
}
interface ShareReply {
  share: Share;
  created: boolean;
  notified: boolean;
}

const share = (owner: Session, recipeId: string, email: string) =>
  api<ShareReply>(`/api/recipes/${recipeId}/shares`, {
    method: 'POST',
    token: owner.idToken,
    body: { email },
  });
const sharesOf = (user: Session, recipeId: string) =>
  api<{ shares: Share[] }>(`/api/recipes/${recipeId}/shares`, { token: user.idToken });
const revoke = (user: Session, recipeId: string, userId: string) =>
  api(`/api/recipes/${recipeId}/shares/${userId}`, { method: 'DELETE', token: user.idToken });
const withMe = (user: Session, query = '') =>
  api<HomePage>(`/api/shares/with-me${query ? `?${query}` : ''}`, { token: user.idToken });
const errorMessage = (body: unknown) => (body as { error: { message: string } }).error.message;

async function pageHtml(path: string): Promise<{ status: number; type: string; html: string }> {
  const response = await fetch(`${stackUrl()}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    html: await response.text(),
  };
}

describe('sharing a recipe with a person', () => {
  it('lets the sharee open, copy and rate a private recipe, lists it for both, and e-mails them once', async () => {
    const owner = await signUpUser({ displayName: 'Grandma Rose' });
    const sharee = await signUpUser({ displayName: 'Sam' });
    const recipe = await addRecipe(owner, { title: 'Secret Apple Pie', notes: 'use cold butter' });

    const first = await share(owner, recipe.id, `  ${sharee.email.toUpperCase()} `);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      created: true,
      notified: true,
      share: { userId: sharee.userId, email: sharee.email, displayName: 'Sam' },
    });

    const again = await share(owner, recipe.id, sharee.email);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, notified: false, share: { userId: sharee.userId } });

    const mail = await readMail(sharee.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Grandma Rose shared a recipe with you: Secret Apple Pie');
    expect(mail[0]?.links).toContain(`${stackUrl()}/recipe/${recipe.id}`);

    // The recipe page stays within its two-request budget for a sharee too; notes stay the owner's.
    const page = await getCounted<Card & { notes?: string }>(`/api/recipes/${recipe.id}`, sharee.idToken);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: 'Secret Apple Pie', isPublic: false, isOwner: false });
    expect(page.body.notes).toBeUndefined();
    expect(page.dynamoRequests).toBeLessThanOrEqual(2);

    const listed = await sharesOf(owner, recipe.id);
    expect(listed.status).toBe(200);
    expect(listed.body.shares.map((entry) => entry.userId)).toEqual([sharee.userId]);

    const shared = await withMe(sharee);
    expect(shared.status).toBe(200);
    expect(shared.body.recipes.map((card) => card.id)).toEqual([recipe.id]);
    expect(shared.body.recipes[0]).toMatchObject({ isOwner: false });
    expect(shared.body.recipes[0]?.notes).toBeUndefined();
    expect((await withMe(sharee, 'q=apple')).body.recipes).toHaveLength(1);
    expect((await withMe(sharee, 'q=lasagne')).body.recipes).toHaveLength(0);
    expect((await home(sharee, 'filter=shared')).body.recipes.map((card) => card.id)).toEqual([recipe.id]);
    expect((await home(sharee)).body.recipes).toHaveLength(0);

    const rated = await api(`/api/recipes/${recipe.id}/rating`, {
      method: 'PUT',
      token: sharee.idToken,
      body: { rating: 4 },
    });
    expect(rated.status).toBe(200);

    const copy = await api<Card>(`/api/recipes/${recipe.id}/copy`, { method: 'POST', token: sharee.idToken });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ title: 'Secret Apple Pie', isOwner: true, isPublic: false });
  });

  it('revokes access at once, and revoking again is harmless', async () => {
    const owner = await signUpUser();
    const sharee = await signUpUser();
    const recipe = await addRecipe(owner);
    expect((await share(owner, recipe.id, sharee.email)).status).toBe(201);
    expect((await api(`/api/recipes/${recipe.id}`, { token: sharee.idToken })).status).toBe(200);

    expect((await revoke(owner, recipe.id, sharee.userId)).status).toBe(204);
    expect((await api(`/api/recipes/${recipe.id}`, { token: sharee.idToken })).status).toBe(404);
    expect(
      (await api(`/api/recipes/${recipe.id}/copy`, { method: 'POST', token: sharee.idToken })).status,
    ).toBe(404);
    expect((await withMe(sharee)).body.recipes).toEqual([]);
    expect((await sharesOf(owner, recipe.id)).body.shares).toEqual([]);
    expect((await revoke(owner, recipe.id, sharee.userId)).status).toBe(204);
  });

  it('drops the shares with the recipe when the owner deletes it', async () => {
    const owner = await signUpUser();
    const sharee = await signUpUser();
    const recipe = await addRecipe(owner);
    await share(owner, recipe.id, sharee.email);
    expect((await api(`/api/recipes/${recipe.id}`, { method: 'DELETE', token: owner.idToken })).status).toBe(
      204,
    );
    const shared = await withMe(sharee);
    expect(shared.body).toEqual({ recipes: [], nextCursor: null });
  });

  it('forgets the shares a deleted account received', async () => {
    const owner = await signUpUser();
    const sharee = await signUpUser();
    const recipe = await addRecipe(owner);
    await share(owner, recipe.id, sharee.email);
    const admin = await adminSession();
    const deleted = await api(`/api/admin/users/${sharee.userId}`, {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(deleted.status).toBeLessThan(300);
    expect((await sharesOf(owner, recipe.id)).body.shares).toEqual([]);
  });

  it('refuses an invalid address, an address without an account and the owner themselves', async () => {
    const owner = await signUpUser();
    const recipe = await addRecipe(owner);

    const invalid = await share(owner, recipe.id, 'not-an-address');
    expect(invalid.status).toBe(400);
    expect(errorMessage(invalid.body)).toBe('Please enter a valid email address');

    const missing = await api(`/api/recipes/${recipe.id}/shares`, {
      method: 'POST',
      token: owner.idToken,
      body: {},
    });
    expect(missing.status).toBe(400);

    const unknown = await share(owner, recipe.id, 'nobody-here@example.com');
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown.body)).toBe('No Hearth account uses that e-mail');

    const self = await share(owner, recipe.id, owner.email);
    expect(self.status).toBe(400);
    expect(errorMessage(self.body)).toBe('You cannot share a recipe with yourself');
    expect((await sharesOf(owner, recipe.id)).body.shares).toEqual([]);
  });

  it('lets only the owner share, list and revoke', async () => {
    const owner = await signUpUser();
    const sharee = await signUpUser();
    const stranger = await signUpUser();
    const secret = await addRecipe(owner);
    const open = await addRecipe(owner, { isPublic: true });
    await share(owner, secret.id, sharee.email);

    // A private recipe does not exist for a stranger; a public one, or one shared with them, is 403.
    for (const [user, recipeId, status] of [
      [stranger, secret.id, 404],
      [stranger, open.id, 403],
      [sharee, secret.id, 403],
    ] as const) {
      expect((await share(user, recipeId, owner.email)).status).toBe(status);
      expect((await sharesOf(user, recipeId)).status).toBe(status);
      expect((await revoke(user, recipeId, sharee.userId)).status).toBe(status);
    }
    expect((await share(owner, 'no-such-recipe', sharee.email)).status).toBe(404);
    // Nobody learnt anything or changed anything: the share is still there.
    expect((await sharesOf(owner, secret.id)).body.shares.map((entry) => entry.userId)).toEqual([
      sharee.userId,
    ]);
  });

  it('answers 401 when signed out', async () => {
    const owner = await signUpUser();
    const recipe = await addRecipe(owner);
    const signedOut = [
      api(`/api/recipes/${recipe.id}/shares`, { method: 'POST', body: { email: owner.email } }),
      api(`/api/recipes/${recipe.id}/shares`),
      api(`/api/recipes/${recipe.id}/shares/${owner.userId}`, { method: 'DELETE' }),
      api('/api/shares/with-me'),
    ];
    for (const reply of await Promise.all(signedOut)) expect(reply.status).toBe(401);
  });
});

describe('PUT /api/recipes/{id}/visibility', () => {
  it('is the owner’s alone: 404 on a private recipe of someone else, 403 on one they can see', async () => {
    const owner = await signUpUser();
    const sharee = await signUpUser();
    const stranger = await signUpUser();
    const secret = await addRecipe(owner);
    const open = await addRecipe(owner, { isPublic: true });
    await share(owner, secret.id, sharee.email);
    const setPublic = (user: Session, id: string, isPublic: boolean) =>
      api<{ id: string; isPublic: boolean }>(`/api/recipes/${id}/visibility`, {
        method: 'PUT',
        token: user.idToken,
        body: { isPublic },
      });

    expect((await setPublic(stranger, secret.id, true)).status).toBe(404);
    expect((await setPublic(stranger, open.id, false)).status).toBe(403);
    expect((await setPublic(sharee, secret.id, true)).status).toBe(403);
    const made = await setPublic(owner, secret.id, true);
    expect(made.body).toEqual({ id: secret.id, isPublic: true, visibility: 'public' });
    expect((await api(`/api/recipes/${secret.id}`, { token: stranger.idToken })).status).toBe(200);
  });
});

describe('GET /recipe/{id} (link previews)', () => {
  it('puts the title, description and an absolute image address of a public recipe into the page', async () => {
    const owner = await signUpUser();
    const recipe = await addRecipe(owner, {
      title: 'Pie & <Cream>',
      description: 'Flaky crust, "best" filling',
      imageUrl: `/api/media/recipe-images/${owner.userId}/1700000000000.jpg`,
      isPublic: true,
    });
    const page = await pageHtml(`/recipe/${recipe.id}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.html).toContain('<title>Pie &amp; &lt;Cream&gt; · Hearth</title>');
    expect(page.html).toContain('<meta property="og:title" content="Pie &amp; &lt;Cream&gt;" />');
    expect(page.html).toContain(
      '<meta property="og:description" content="Flaky crust, &quot;best&quot; filling" />',
    );
    expect(page.html).toContain(
      `<meta property="og:image" content="${stackUrl()}/api/media/recipe-images/${owner.userId}/1700000000000.jpg" />`,
    );
    expect(page.html).toContain(`<meta property="og:url" content="${stackUrl()}/recipe/${recipe.id}" />`);
    expect(page.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page.html).not.toContain('<Cream>');
  });

  it('serves the plain page, with no title, for a private or missing recipe', async () => {
    const owner = await signUpUser();
    const secret = await addRecipe(owner, { title: 'Never Tell Stew' });
    for (const path of [`/recipe/${secret.id}`, '/recipe/no-such-recipe', '/recipe/%3Cscript%3E']) {
      const page = await pageHtml(path);
      expect(page.status).toBe(200);
      expect(page.type).toContain('text/html');
      expect(page.html).toContain('<title>Hearth</title>');
      expect(page.html).not.toContain('og:title');
      expect(page.html).not.toContain('Never Tell Stew');
    }
  });
});
