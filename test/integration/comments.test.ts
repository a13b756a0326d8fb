// Comments on public recipes, through the API against the local stand-ins.
import { beforeAll, describe, expect, it } from 'vitest';
import { addRecipe, type Card } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';

interface CommentView {
  id: string;
  content: string;
  createdAt: string;
  author: { id: string; displayName: string };
  isAuthor: boolean;
  canDelete: boolean;
}
interface CommentPage {
  items: CommentView[];
  nextCursor: string | null;
}
type ErrorBody = { error: { code: string; message: string } };

const commentsOf = (recipeId: string) => `/api/comments/recipe/${recipeId}`;

const post = (user: Session, recipeId: string, content: unknown) =>
  api<CommentView & ErrorBody>(commentsOf(recipeId), {
    method: 'POST',
    token: user.idToken,
    body: { content },
  });

const list = (user: Session, recipeId: string, cursor?: string) =>
  api<CommentPage & ErrorBody>(
    `${commentsOf(recipeId)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    {
      token: user.idToken,
    },
  );

describe('comments on recipes', () => {
  let owner: Session;
  let cook: Session;
  let publicRecipe: Card;
  let privateRecipe: Card;

  beforeAll(async () => {
    [owner, cook] = await Promise.all([
      signUpUser({ displayName: 'Grandma Rose' }),
      signUpUser({ displayName: 'Cousin Sam' }),
    ]);
    publicRecipe = await addRecipe(owner, { title: 'Sunday roast', isPublic: true });
    privateRecipe = await addRecipe(owner, { title: 'Secret sauce' });
  });

  it('posts a trimmed comment and lists it newest first with the author name from the profile', async () => {
    const first = await post(cook, publicRecipe.id, '  Made this for the whole family!  ');
    expect(first.status).toBe(201);
    expect(first.body.content).toBe('Made this for the whole family!');
    expect(first.body.author.displayName).toBe('Cousin Sam');
    expect(first.body.isAuthor).toBe(true);
    const second = await post(owner, publicRecipe.id, 'So glad you liked it');
    expect(second.status).toBe(201);

    const asCook = await list(cook, publicRecipe.id);
    expect(asCook.status).toBe(200);
    expect(asCook.body.items.map((comment) => comment.content)).toEqual([
      'So glad you liked it',
      'Made this for the whole family!',
    ]);
    expect(asCook.body.items.map((comment) => comment.isAuthor)).toEqual([false, true]);
    expect(asCook.body.items[0]?.author.displayName).toBe('Grandma Rose');
  });

  it('shows a renamed author under the new name', async () => {
    const recipe = await addRecipe(owner, { isPublic: true });
    const writer = await signUpUser({ displayName: 'Old Name' });
    await post(writer, recipe.id, 'Lovely');
    const renamed = await api('/api/me', {
      method: 'PATCH',
      token: writer.idToken,
      body: { displayName: 'New Name' },
    });
    expect(renamed.status).toBe(200);
    const page = await list(owner, recipe.id);
    expect(page.body.items[0]?.author.displayName).toBe('New Name');
  });

  it('pages through many comments with a cursor', async () => {
    const recipe = await addRecipe(owner, { isPublic: true });
    // Three writers: one cook may post 10 comments a minute.
    const writers = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    for (let i = 1; i <= 23; i += 1) {
      const writer = writers[i % writers.length] as Session;
      expect((await post(writer, recipe.id, `Comment ${i}`)).status).toBe(201);
    }
    const first = await list(owner, recipe.id);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]?.content).toBe('Comment 23');
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list(owner, recipe.id, first.body.nextCursor ?? '');
    expect(second.body.items.map((comment) => comment.content)).toEqual([
      'Comment 3',
      'Comment 2',
      'Comment 1',
    ]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses empty, blank, too long and missing text with a clear message and stores nothing', async () => {
    const recipe = await addRecipe(owner, { isPublic: true });
    for (const content of ['', '    ', undefined, 42]) {
      const reply = await post(cook, recipe.id, content);
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe('Write a comment first');
    }
    const tooLong = await post(cook, recipe.id, 'a'.repeat(1001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('Comments can be at most 1000 characters');
    expect((await post(cook, recipe.id, 'b'.repeat(1000))).status).toBe(201);
    const page = await list(cook, recipe.id);
    expect(page.body.items).toHaveLength(1);
  });

  it('needs a signed-in caller for every comment route', async () => {
    expect((await api(commentsOf(publicRecipe.id))).status).toBe(401);
    expect((await api(commentsOf(publicRecipe.id), { method: 'POST', body: { content: 'hi' } })).status).toBe(
      401,
    );
    const posted = await post(cook, publicRecipe.id, 'signed in');
    expect((await api(`${commentsOf(publicRecipe.id)}/${posted.body.id}`, { method: 'DELETE' })).status).toBe(
      401,
    );
  });

  it("hides a private recipe's comments from others (404) and tells the owner comments are closed", async () => {
    const stranger = await post(cook, privateRecipe.id, 'Can I see this?');
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe('Recipe not found');
    expect((await list(cook, privateRecipe.id)).status).toBe(404);
    const ownerPost = await post(owner, privateRecipe.id, 'Note to self');
    expect(ownerPost.status).toBe(403);
    expect(ownerPost.body.error.message).toBe('Comments are only open on public recipes');
    expect((await list(owner, 'no-such-recipe')).status).toBe(404);
  });

  it('closes comments when a recipe is made private', async () => {
    const recipe = await addRecipe(owner, { isPublic: true });
    expect((await post(cook, recipe.id, 'Before')).status).toBe(201);
    const hidden = await api(`/api/recipes/${recipe.id}/visibility`, {
      method: 'PUT',
      token: owner.idToken,
      body: { isPublic: false },
    });
    expect(hidden.status).toBe(200);
    expect((await list(cook, recipe.id)).status).toBe(404);
    expect((await post(cook, recipe.id, 'After')).status).toBe(404);
  });

  it("lets the author delete a comment, and the recipe's owner delete anyone's comment on it", async () => {
    const recipe = await addRecipe(owner, { isPublic: true });
    const del = (user: Session, id: string, recipeId = recipe.id) =>
      api<ErrorBody>(`${commentsOf(recipeId)}/${id}`, { method: 'DELETE', token: user.idToken });
    const [stranger, thirdParty] = await Promise.all([signUpUser(), signUpUser()]);
    const mine = await post(cook, recipe.id, 'Delete me later');
    const theirs = await post(stranger, recipe.id, 'Rude remark');
    expect([mine.status, theirs.status]).toEqual([201, 201]);

    // Who is offered Delete: the author, and the recipe's owner on every comment.
    const asOwner = await list(owner, recipe.id);
    expect(asOwner.body.items.map((comment) => comment.canDelete)).toEqual([true, true]);
    const asCook = await list(cook, recipe.id);
    expect(asCook.body.items.map((comment) => [comment.content, comment.canDelete])).toEqual([
      ['Rude remark', false],
      ['Delete me later', true],
    ]);

    // A third party may delete neither comment.
    const refused = await del(thirdParty, theirs.body.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Only the author or the owner of this recipe or video can delete this comment',
    );
    expect((await del(cook, theirs.body.id)).status).toBe(403);
    expect((await list(owner, recipe.id)).body.items).toHaveLength(2);

    // The owner removes a stranger's comment on their own recipe.
    expect((await del(owner, theirs.body.id)).status).toBe(204);
    expect((await list(owner, recipe.id)).body.items.map((comment) => comment.content)).toEqual([
      'Delete me later',
    ]);
    expect((await del(owner, theirs.body.id)).status).toBe(404);

    // The author deletes their own.
    expect((await del(cook, mine.body.id)).status).toBe(204);
    expect((await list(owner, recipe.id)).body.items).toHaveLength(0);
    const again = await del(cook, mine.body.id);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Comment not found');

    // Owning another recipe gives no say over this one's comments.
    const elsewhere = await post(stranger, recipe.id, 'Still here');
    const ownRecipe = await addRecipe(thirdParty, { isPublic: true });
    expect((await del(thirdParty, elsewhere.body.id, ownRecipe.id)).status).toBe(404);
    expect((await del(thirdParty, elsewhere.body.id)).status).toBe(403);
    expect((await list(owner, recipe.id)).body.items).toHaveLength(1);
  });

  it('answers 404 for an unknown kind of target', async () => {
    expect((await api(`/api/comments/menu/${publicRecipe.id}`, { token: cook.idToken })).status).toBe(404);
  });
});

describe('comments on videos', () => {
  const addVideo = async (user: Session, isPublic: boolean) => {
    const reply = await api<{ id: string }>('/api/videos', {
      method: 'POST',
      token: user.idToken,
      body: { source: 'url', title: 'Knife skills', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', isPublic },
    });
    expect(reply.status).toBe(201);
    return reply.body.id;
  };
  const videoComments = (id: string) => `/api/comments/video/${id}`;

  it('are open on a public video and closed (404 to others) on a private one', async () => {
    const [owner, viewer] = await Promise.all([
      signUpUser({ displayName: 'Chef Ana' }),
      signUpUser({ displayName: 'Viewer Bo' }),
    ]);
    const publicVideo = await addVideo(owner, true);
    const posted = await api<CommentView>(videoComments(publicVideo), {
      method: 'POST',
      token: viewer.idToken,
      body: { content: 'Great technique' },
    });
    expect(posted.status).toBe(201);
    const page = await api<CommentPage>(videoComments(publicVideo), { token: owner.idToken });
    expect(page.body.items.map((comment) => [comment.content, comment.author.displayName])).toEqual([
      ['Great technique', 'Viewer Bo'],
    ]);

    const privateVideo = await addVideo(owner, false);
    const refused = await api<ErrorBody>(videoComments(privateVideo), {
      method: 'POST',
      token: viewer.idToken,
      body: { content: 'Hello?' },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Video not found');
    expect((await api(videoComments('no-such-video'), { token: viewer.idToken })).status).toBe(404);
  });

  it("lets the video's owner delete a stranger's comment on it; nobody else may", async () => {
    const [owner, viewer, thirdParty] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const video = await addVideo(owner, true);
    const posted = await api<CommentView>(videoComments(video), {
      method: 'POST',
      token: viewer.idToken,
      body: { content: 'Spam spam spam' },
    });
    expect(posted.status).toBe(201);
    const page = await api<CommentPage>(videoComments(video), { token: owner.idToken });
    expect(page.body.items.map((comment) => [comment.isAuthor, comment.canDelete])).toEqual([[false, true]]);
    const del = (user: Session) =>
      api(`${videoComments(video)}/${posted.body.id}`, { method: 'DELETE', token: user.idToken });

    expect((await del(thirdParty)).status).toBe(403);
    expect((await del(owner)).status).toBe(204);
    expect((await api<CommentPage>(videoComments(video), { token: viewer.idToken })).body.items).toEqual([]);
  });
});
