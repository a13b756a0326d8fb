// Community recipes through the API against the local stand-ins: the public list, word search over
// the community index as recipes change, and saving a copy.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addRecipe, type Card, getCounted } from './recipes-fixtures.js';
import { api, stackUrl } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';

interface CommunityCard {
  id: string;
  userId: string;
  ownerName: string | null;
  title: string;
  description: string | null;
  prepTime: number | null;
  notes?: unknown;
}
interface CommunityPage {
  recipes: CommunityCard[];
  nextCursor: string | null;
}
type ErrorBody = { error: { code: string; message: string } };

/** A word no other test uses, so each search sees only its own recipes. */
const uniqueWord = () =>
  `zq${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'x')}`;

const community = (query: Record<string, string> = {}, token?: string) =>
  api<CommunityPage & ErrorBody>(`/api/community/recipes?${new URLSearchParams(query)}`, { token });

/** Every page of a search, following cursors (a searched page may come back short). */
async function searchAll(q: string): Promise<CommunityCard[]> {
  const found: CommunityCard[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const reply = await community(cursor ? { q, cursor } : { q });
    expect(reply.status).toBe(200);
    found.push(...reply.body.recipes);
    cursor = reply.body.nextCursor;
    if (!cursor) return found;
  }
  throw new Error('search did not end');
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const titles = (cards: CommunityCard[]) => cards.map((card) => card.title);

describe('community recipes', () => {
  let owner: Session;
  let cook: Session;

  beforeAll(async () => {
    [owner, cook] = await Promise.all([
      signUpUser({ displayName: 'Grandma Rose' }),
      signUpUser({ displayName: 'Cousin Sam' }),
    ]);
  });

  it('lists public recipes newest first to anyone, signed out too, without personal notes', async () => {
    const older = await addRecipe(owner, { title: 'Older public pie', isPublic: true, notes: 'secret' });
    await addRecipe(owner, { title: 'Private stew' });
    const newer = await addRecipe(owner, { title: 'Newer public tart', isPublic: true, notes: 'secret' });
    const signedOut = await community();
    expect(signedOut.status).toBe(200);
    const ids = signedOut.body.recipes.map((card) => card.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(titles(signedOut.body.recipes)).not.toContain('Private stew');
    const card = signedOut.body.recipes.find((c) => c.id === newer.id);
    expect(card).toMatchObject({
      userId: owner.userId,
      ownerName: 'Grandma Rose',
      title: 'Newer public tart',
    });
    expect(card).not.toHaveProperty('notes');
    const signedIn = await community({}, cook.idToken);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.recipes.map((c) => c.id)).toEqual(ids);
  });

  it('pages 24 at a time, newest first, with no recipe twice', async () => {
    const word = uniqueWord();
    const made: Card[] = [];
    for (let i = 0; i < 27; i += 1)
      made.push(
        await addRecipe(owner, { title: `Batch ${i}`, description: `Tray bake ${word}`, isPublic: true }),
      );
    const first = await community({ q: word });
    expect(first.body.recipes).toHaveLength(24);
    expect(first.body.nextCursor).not.toBeNull();
    const all = await searchAll(word);
    expect(all.map((card) => card.id)).toEqual(made.map((recipe) => recipe.id).reverse());
    const feed = await community();
    expect(feed.body.recipes).toHaveLength(24);
    expect(feed.body.recipes[0]?.id).toBe(made.at(-1)?.id);
    const next = await community({ cursor: feed.body.nextCursor ?? '' });
    expect(next.status).toBe(200);
    expect(next.body.recipes[0]?.id).toBe(made[2]?.id);
  });

  it('finds recipes by a word of the description or title, in any case, and by the start of the last word', async () => {
    const word = uniqueWord();
    const soup = await addRecipe(owner, {
      title: 'Smoky Tomato Soup',
      description: `Roasted peppers and ${word} for cold evenings`,
      isPublic: true,
    });
    const salad = await addRecipe(cook, { title: `${word.toUpperCase()} salad`, isPublic: true });
    await addRecipe(owner, { title: `Hidden ${word}`, description: 'not shared' });
    expect(titles(await searchAll(word))).toEqual([salad.title, soup.title]);
    expect(titles(await searchAll(word.toUpperCase()))).toEqual([salad.title, soup.title]);
    expect(titles(await searchAll(word.slice(0, -2)))).toEqual([salad.title, soup.title]);
    expect(titles(await searchAll(`${word} roasted pep`))).toEqual([soup.title]);
    expect(titles(await searchAll(`roasted ${word}`))).toEqual([soup.title]);
    expect(titles(await searchAll(`${word} SAL`))).toEqual([salad.title]);
    expect(await searchAll(`${word} nothingmatches`)).toEqual([]);
    expect(await searchAll(`${word}x`)).toEqual([]);
  });

  it('answers a one-letter search from its prefix bucket in at most 3 requests, following edits', async () => {
    // A letter no other test's titles begin with, so the bucket holds this test's recipes only.
    const word = `ψ${uniqueWord()}`;
    const older = await addRecipe(owner, { title: `${word} stew`, isPublic: true });
    const newer = await addRecipe(cook, { title: `Quick ${word}`, isPublic: true });
    const counted = await getCounted<CommunityPage>(
      `/api/community/recipes?${new URLSearchParams({ q: 'Ψ' })}`,
      cook.idToken,
    );
    expect(counted.status).toBe(200);
    expect(titles(counted.body.recipes)).toEqual([newer.title, older.title]);
    expect(counted.dynamoRequests).toBeLessThanOrEqual(3);
    expect(titles(await searchAll(`quick ψ`))).toEqual([newer.title]);

    const renamed = await api(`/api/recipes/${older.id}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { title: 'Plain stew' },
    });
    expect(renamed.status).toBe(200);
    expect(titles(await searchAll('ψ'))).toEqual([newer.title]);
    await api(`/api/recipes/${newer.id}/visibility`, {
      method: 'PUT',
      token: cook.idToken,
      body: { isPublic: false },
    });
    expect(await searchAll('ψ')).toEqual([]);
  });

  it('follows recipes as they turn private, are edited and are deleted', async () => {
    const word = uniqueWord();
    const recipe = await addRecipe(owner, { title: `Lemon ${word} cake`, isPublic: true });
    expect(titles(await searchAll(word))).toEqual([`Lemon ${word} cake`]);

    const hidden = await api(`/api/recipes/${recipe.id}/visibility`, {
      method: 'PUT',
      token: owner.idToken,
      body: { isPublic: false },
    });
    expect(hidden.status).toBe(200);
    expect(await searchAll(word)).toEqual([]);
    expect((await community()).body.recipes.map((card) => card.id)).not.toContain(recipe.id);

    await api(`/api/recipes/${recipe.id}/visibility`, {
      method: 'PUT',
      token: owner.idToken,
      body: { isPublic: true },
    });
    expect(titles(await searchAll(word))).toEqual([`Lemon ${word} cake`]);

    const other = uniqueWord();
    const edited = await api(`/api/recipes/${recipe.id}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { title: `Orange ${other} loaf` },
    });
    expect(edited.status).toBe(200);
    expect(await searchAll(word)).toEqual([]);
    expect(titles(await searchAll(other))).toEqual([`Orange ${other} loaf`]);
    expect(titles(await searchAll(`orange ${other}`))).toEqual([`Orange ${other} loaf`]);
    expect(await searchAll(`lemon ${other}`)).toEqual([]);

    const deleted = await api(`/api/recipes/${recipe.id}`, { method: 'DELETE', token: owner.idToken });
    expect(deleted.status).toBe(204);
    expect(await searchAll(other)).toEqual([]);
    expect((await community()).body.recipes.map((card) => card.id)).not.toContain(recipe.id);
  });

  it('answers 400 to a cursor it did not make', async () => {
    const reply = await community({ q: 'pie', cursor: 'bm90IGEga2V5' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('The page cursor is not valid');
  });
});

describe('saving a community recipe', () => {
  let owner: Session;
  let cook: Session;

  beforeAll(async () => {
    [owner, cook] = await Promise.all([signUpUser({ displayName: 'Aunt May' }), signUpUser()]);
  });

  it("copies someone else's public recipe as a private recipe of the caller", async () => {
    const original = await addRecipe(owner, {
      title: 'Plum crumble',
      description: 'Autumn pudding',
      sourceUrl: 'https://example.com/plum-crumble',
      notes: 'my secret',
      isPublic: true,
    });
    const copy = await api<Card & ErrorBody>(`/api/recipes/${original.id}/copy`, {
      method: 'POST',
      token: cook.idToken,
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      userId: cook.userId,
      isPublic: false,
      isOwner: true,
      title: 'Plum crumble',
    });
    expect(copy.body.id).not.toBe(original.id);
    const detail = await api<Record<string, unknown>>(`/api/recipes/${copy.body.id}`, {
      token: cook.idToken,
    });
    expect(detail.body).toMatchObject({
      sourceUrl: 'https://example.com/plum-crumble',
      notes: null,
      // The Source card credits the cook it was saved from.
      copiedFrom: { recipeId: original.id, title: 'Plum crumble', ownerName: 'Aunt May' },
    });
    const originalDetail = await api<Record<string, unknown>>(`/api/recipes/${original.id}`, {
      token: owner.idToken,
    });
    expect(originalDetail.body.copiedFrom).toBeNull();
    const home = await api<{ recipes: Card[] }>('/api/recipes', { token: cook.idToken });
    expect(home.body.recipes.map((card) => card.id)).toContain(copy.body.id);
  });

  it("copies the original's stored image into the saver's own space", async () => {
    const upload = await api<{ url: string; fields: Record<string, string>; imageUrl: string }>(
      '/api/uploads/recipe-image',
      { method: 'POST', token: owner.idToken, body: { contentType: 'image/png', size: png.length } },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.body.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pixel.png');
    expect((await fetch(upload.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const original = await addRecipe(owner, {
      title: 'Pictured pie',
      imageUrl: upload.body.imageUrl,
      isPublic: true,
    });

    const copy = await api<Card & { imageUrl: string }>(`/api/recipes/${original.id}/copy`, {
      method: 'POST',
      token: cook.idToken,
    });
    expect(copy.status).toBe(201);
    expect(copy.body.imageUrl).toMatch(
      new RegExp(`^/api/media/recipe-images/${cook.userId}/\\d{13}-[a-f0-9]{32}\\.png$`),
    );
    // Served at its address, as CloudFront serves it from the bucket on AWS.
    const image = await fetch(`${stackUrl()}${copy.body.imageUrl}`, { redirect: 'manual' });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it('refuses copying one’s own recipe, a private recipe of someone else, and signed-out callers', async () => {
    const mine = await addRecipe(owner, { title: 'Own pie', isPublic: true });
    const own = await api<ErrorBody>(`/api/recipes/${mine.id}/copy`, {
      method: 'POST',
      token: owner.idToken,
    });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe('This recipe is already in your collection');
    const secret = await addRecipe(owner, { title: 'Private pie' });
    const stranger = await api<ErrorBody>(`/api/recipes/${secret.id}/copy`, {
      method: 'POST',
      token: cook.idToken,
    });
    expect(stranger.status).toBe(404);
    const signedOut = await api<ErrorBody>(`/api/recipes/${mine.id}/copy`, { method: 'POST' });
    expect(signedOut.status).toBe(401);
  });
});
