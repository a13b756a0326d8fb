// A recipe's versions (issue 39) over the stand-ins: every saved edit makes one, written in the edit's
// transaction; the history reads a page in one Query after the recipe's META; a version is rebuilt
// whole; a restore is a new version; two edits at once make two versions and lose neither; the
// history goes with the recipe; and only the recipe's household sees it.
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { addRecipe, getCounted } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { placeInHousehold, testTable } from './support/households.js';

interface Version {
  revision: number;
  by: string;
  byYou: boolean;
  origin: string;
  restoredFrom: number | null;
  changes: Record<string, unknown>[] | null;
}
interface VersionsPage {
  items: Version[];
  nextCursor: string | null;
}

const history = (id: string, user: Session | null, query = '') =>
  api<VersionsPage & { error?: { message: string } }>(`/api/recipes/${id}/versions${query}`, {
    token: user?.idToken,
  });
const edit = (id: string, user: Session, body: Record<string, unknown>) =>
  api<Record<string, unknown>>(`/api/recipes/${id}`, { method: 'PATCH', token: user.idToken, body });
const stored = async (id: string) =>
  (
    await testTable().send(
      new QueryCommand({
        TableName: 'hearth',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `RECIPE#${id}#VERSIONS` },
      }),
    )
  ).Items ?? [];

const STEW = '1 kg beef\n2 tsp salt\n1 glass red wine\n3 carrots';

describe('recipe versions', () => {
  it('starts with the create, adds one per edit with the changed lines, and restores as a new version', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook, { title: 'Stew', ingredients: STEW, servings: 6 });
    expect((await history(recipe.id, cook)).body.items).toMatchObject([
      { revision: 1, origin: 'created', changes: null, byYou: true },
    ]);

    expect((await edit(recipe.id, cook, { ingredients: STEW.replace('2 tsp', '1 tsp') })).status).toBe(200);
    expect((await edit(recipe.id, cook, { servings: 4, title: 'Stew, less salt' })).status).toBe(200);

    const page = await getCounted<VersionsPage>(`/api/recipes/${recipe.id}/versions`, cook.idToken);
    expect(page.status).toBe(200);
    // The recipe's META (who may see it) and one Query of its versions.
    expect(page.dynamoRequests).toBe(2);
    expect(page.body.items.map((version) => [version.revision, version.origin])).toEqual([
      [3, 'edited'],
      [2, 'edited'],
      [1, 'created'],
    ]);
    expect(page.body.items[1]?.changes).toEqual([
      {
        field: 'ingredients',
        lines: [{ keep: 1 }, { remove: ['2 tsp salt'] }, { add: ['1 tsp salt'] }, { keep: 2 }],
      },
    ]);
    expect(page.body.items[0]?.changes).toEqual([
      { field: 'title', from: 'Stew', to: 'Stew, less salt' },
      { field: 'servings', from: 6, to: 4 },
    ]);

    const first = await api<{ state: Record<string, unknown> }>(`/api/recipes/${recipe.id}/versions/1`, {
      token: cook.idToken,
    });
    expect(first.status).toBe(200);
    expect(first.body.state).toMatchObject({ title: 'Stew', ingredients: STEW, servings: 6 });

    const restored = await api<Record<string, unknown>>(`/api/recipes/${recipe.id}/versions/1/restore`, {
      method: 'POST',
      token: cook.idToken,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Stew', ingredients: STEW, servings: 6 });
    const after = (await history(recipe.id, cook)).body.items;
    expect(after.map((version) => version.revision)).toEqual([4, 3, 2, 1]);
    expect(after[0]).toMatchObject({ origin: 'restored', restoredFrom: 1 });
    // Nothing is lost: the versions restored over are still there, whole.
    const third = await api<{ state: Record<string, unknown> }>(`/api/recipes/${recipe.id}/versions/3`, {
      token: cook.idToken,
    });
    expect(third.body.state).toMatchObject({ title: 'Stew, less salt', servings: 4 });
  });

  it('imports start the history with their source; an edit of nothing versioned makes no version', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook, { sourceUrl: 'https://example.com/soup' });
    expect((await edit(recipe.id, cook, { tags: 'winter' })).status).toBe(200);
    expect((await history(recipe.id, cook)).body.items).toMatchObject([{ revision: 1, origin: 'imported' }]);
  });

  it('makes two versions of two edits at once, and loses neither', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook, { title: 'Soup', ingredients: 'water\nsalt', servings: 2 });
    const replies = await Promise.all([
      edit(recipe.id, cook, { ingredients: 'water\nsalt\nleeks' }),
      edit(recipe.id, cook, { servings: 8 }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const versions = (await history(recipe.id, cook)).body.items;
    expect(versions.map((version) => version.revision)).toEqual([3, 2, 1]);
    expect(
      versions
        .flatMap((version) => version.changes ?? [])
        .map((change) => change.field)
        .sort(),
    ).toEqual(['ingredients', 'servings']);
    const detail = await api<{ ingredients: string; servings: number }>(`/api/recipes/${recipe.id}`, {
      token: cook.idToken,
    });
    expect(detail.body).toMatchObject({ ingredients: 'water\nsalt\nleeks', servings: 8 });
  });

  it('begins the history of a recipe saved before histories with how it stood', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook, { title: 'Old pie' });
    const table = testTable();
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: { pk: `RECIPE#${recipe.id}`, sk: 'META' },
        UpdateExpression: 'REMOVE revision',
      }),
    );
    await table.send(
      new DeleteCommand({
        TableName: 'hearth',
        Key: { pk: `RECIPE#${recipe.id}#VERSIONS`, sk: 'V#00000001' },
      }),
    );
    expect((await history(recipe.id, cook)).body.items).toEqual([]);
    expect((await edit(recipe.id, cook, { title: 'Apple pie' })).status).toBe(200);
    const versions = (await history(recipe.id, cook)).body.items;
    expect(versions.map((version) => [version.revision, version.origin])).toEqual([
      [2, 'edited'],
      [1, 'before-history'],
    ]);
    const first = await api<{ state: { title: string } }>(`/api/recipes/${recipe.id}/versions/1`, {
      token: cook.idToken,
    });
    expect(first.body.state.title).toBe('Old pie');
  });

  it('deletes the history with the recipe', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook);
    await edit(recipe.id, cook, { title: 'Renamed once' });
    expect(await stored(recipe.id)).toHaveLength(2);
    const deleted = await api(`/api/recipes/${recipe.id}`, { method: 'DELETE', token: cook.idToken });
    expect(deleted.status).toBe(204);
    expect(await stored(recipe.id)).toEqual([]);
  });

  it('answers a version that is not there, or not a number, 404, and a forged cursor 400', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook);
    for (const revision of ['0', '2', 'abc', '-1', '1.5']) {
      const reply = await api<{ error: { message: string } }>(
        `/api/recipes/${recipe.id}/versions/${revision}`,
        {
          token: cook.idToken,
        },
      );
      expect(reply.status, revision).toBe(404);
      expect(reply.body.error.message).toBe('That version of the recipe was not found');
    }
    const restore = await api(`/api/recipes/${recipe.id}/versions/7/restore`, {
      method: 'POST',
      token: cook.idToken,
    });
    expect(restore.status).toBe(404);
    const cursor = Buffer.from(JSON.stringify({ pk: 'RECIPE#other#VERSIONS', sk: 'V#00000001' })).toString(
      'base64url',
    );
    const forged = await history(recipe.id, cook, `?cursor=${cursor}`);
    expect(forged.status).toBe(400);
    expect(forged.body.error?.message).toBe('The page cursor is not valid');
  });

  it('pages through a long history, 20 at a time', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook, { servings: 1 });
    for (let servings = 2; servings <= 22; servings += 1)
      expect((await edit(recipe.id, cook, { servings })).status).toBe(200);
    const first = await history(recipe.id, cook);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]?.revision).toBe(22);
    const second = await history(recipe.id, cook, `?cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((version) => version.revision)).toEqual([2, 1]);
    // Version 22 is rebuilt from the checkpoint at 21 and its one change.
    const latest = await api<{ state: { servings: number } }>(`/api/recipes/${recipe.id}/versions/22`, {
      token: cook.idToken,
    });
    expect(latest.body.state.servings).toBe(22);
    const twenty = await api<{ state: { servings: number } }>(`/api/recipes/${recipe.id}/versions/20`, {
      token: cook.idToken,
    });
    expect(twenty.body.state.servings).toBe(20);
  });

  it('needs a signed-in caller', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook);
    expect((await history(recipe.id, null)).status).toBe(401);
    expect((await api(`/api/recipes/${recipe.id}/versions/1`)).status).toBe(401);
    expect((await api(`/api/recipes/${recipe.id}/versions/1/restore`, { method: 'POST' })).status).toBe(401);
  });

  it("shows the history to the recipe's household only, and lets only its owner restore", async () => {
    const cook = await signUpUser();
    const member = await signUpUser();
    const stranger = await signUpUser();
    await placeInHousehold(cook, member);
    const recipe = await addRecipe(cook, { title: 'Family stew', visibility: 'household' });
    const open = await addRecipe(cook, { title: 'Open stew', isPublic: true });
    await edit(recipe.id, cook, { title: 'Family stew, less salt' });

    expect((await history(recipe.id, member)).body.items).toHaveLength(2);
    const memberRestore = await api<{ error: { message: string } }>(
      `/api/recipes/${recipe.id}/versions/1/restore`,
      { method: 'POST', token: member.idToken },
    );
    expect(memberRestore.status).toBe(403);

    // Another household's recipe does not exist for the stranger; a public one shows itself, not its past.
    expect((await history(recipe.id, stranger)).status).toBe(404);
    expect((await api(`/api/recipes/${recipe.id}/versions/1`, { token: stranger.idToken })).status).toBe(404);
    const restore = await api(`/api/recipes/${recipe.id}/versions/1/restore`, {
      method: 'POST',
      token: stranger.idToken,
    });
    expect(restore.status).toBe(404);
    const publicHistory = await history(open.id, stranger);
    expect(publicHistory.status).toBe(403);
    expect(publicHistory.body.error?.message).toBe("Only the recipe's household can see its history");
    // Nothing the refused callers sent changed the recipe.
    expect((await history(recipe.id, cook)).body.items).toHaveLength(2);
  });
});
