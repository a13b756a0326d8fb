// Households over the real stack (issue 15): the household of one from sign-up, invitations by e-mail
// (the mail in the local outbox), joining with the link, the five roles on every household route
// (owner, member, former member, stranger, signed out), leaving, removal, handing over and the refusals.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { householdMessages as says } from '../../lambdas/src/contracts/households.js';
import { finderIndexRepository } from '../../lambdas/src/data/entities/finder-index.js';
import { householdKeys } from '../../lambdas/src/data/entities/household/keys.js';
import { adminSession, createUnverifiedUser, type Session, signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';
import { household, inviteToken, join, newest, send, settle, type View } from './support/household-routes.js';
import { testTable } from './support/households.js';
import { readMail } from './support/mail.js';

describe('a household of one', () => {
  it('is made at sign-up, named after the cook, with them as owner', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const view = await household(ana);
    expect(view).toMatchObject({ id: ana.userId, name: "Ana's kitchen", ownerId: ana.userId, role: 'owner' });
    expect(view.members).toEqual([
      expect.objectContaining({ userId: ana.userId, displayName: 'Ana', role: 'owner' }),
    ]);
  });

  it('answers 401 to every household route without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/household'],
      ['PATCH', '/api/household'],
      ['POST', '/api/household/invitations'],
      ['DELETE', '/api/household/invitations/x'],
      ['DELETE', '/api/household/members/x'],
      ['POST', '/api/household/owner'],
      ['POST', '/api/household/leave'],
      ['GET', '/api/household-invitations/a.b.c'],
      ['POST', '/api/household-invitations/a.b.c/accept'],
    ] as const) {
      const reply = await send(null, method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(reply.status, `${method} ${path}`).toBe(401);
    }
  });

  it('renames (owner), refuses a blank name with the contract message, and the only member cannot leave', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const renamed = await send<View>(ana, 'PATCH', '/api/household', { name: '  The Garcias ' });
    expect(renamed.body.name).toBe('The Garcias');
    const blank = await send(ana, 'PATCH', '/api/household', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { message: 'Please enter a name for your household' } });
    expect((await household(ana)).name).toBe('The Garcias');
    const leave = await send(ana, 'POST', '/api/household/leave');
    expect(leave.status).toBe(409);
  });
});

describe('joining by invitation', () => {
  it('mails a link; the invited person previews and joins; both see one household', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const token = await inviteToken(ana, ben.email);
    const mail = newest(await readMail(ben.email));
    expect(mail?.subject).toBe("Ana invited you to join “Ana's kitchen” on Hearth");
    const listed = await household(ana);
    expect(listed.invitations).toEqual([expect.objectContaining({ email: ben.email })]);

    const preview = await send(ben, 'GET', `/api/household-invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      householdName: "Ana's kitchen",
      invitedByName: 'Ana',
      memberCount: 1,
    });

    const joined = await send<View>(ben, 'POST', `/api/household-invitations/${token}/accept`);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body).toMatchObject({ id: ana.userId, role: 'member' });
    expect((await household(ben)).id).toBe(ana.userId);
    const seen = await household(ana);
    expect(seen.members.map((member) => member.displayName)).toEqual(['Ana', 'Ben']);
    expect(seen.invitations).toEqual([]);

    // A used link is refused, also for the person who used it.
    const again = await send(ben, 'POST', `/api/household-invitations/${token}/accept`);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ error: { message: says.invitationUsed } });
  });

  it('refuses an expired, a withdrawn, a tampered link, another address and an unproven address', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser();
    const eve = await signUpUser();

    const expired = await inviteToken(ana, ben.email);
    const [hid, id] = expired.split('~');
    const table = testTable();
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: householdKeys.invite(String(hid), String(id)),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
      }),
    );
    table.destroy();
    const late = await send(ben, 'POST', `/api/household-invitations/${expired}/accept`);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ error: { message: says.invitationExpired } });

    const withdrawn = await inviteToken(ana, ben.email);
    const open = (await household(ana)).invitations.find((invitation) => invitation.email === ben.email);
    expect((await send(ana, 'DELETE', `/api/household/invitations/${open?.id}`)).status).toBe(204);
    const revoked = await send(ben, 'GET', `/api/household-invitations/${withdrawn}`);
    expect(revoked.status).toBe(410);
    expect(revoked.body).toMatchObject({ error: { message: says.invitationRevoked } });

    const forBen = await inviteToken(ana, ben.email);
    const tampered = `${forBen.slice(0, -2)}xx`;
    const bad = await send(ben, 'GET', `/api/household-invitations/${tampered}`);
    expect(bad.status).toBe(404);
    expect(bad.body).toMatchObject({ error: { message: says.invitationInvalid } });

    const wrong = await send(eve, 'POST', `/api/household-invitations/${forBen}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: { message: says.wrongAddress } });

    const claimant = await createUnverifiedUser();
    const forClaimant = await inviteToken(ana, claimant.email);
    const unproven = await send(claimant, 'POST', `/api/household-invitations/${forClaimant}/accept`);
    expect(unproven.status).toBe(403);
    expect(unproven.body).toMatchObject({ error: { message: says.unverifiedAddress } });

    // None of it joined anyone.
    expect((await household(ana)).members).toHaveLength(1);
  });

  it('refuses inviting yourself, a member, an address invited twice and a bad address', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser();
    await join(ana, ben);
    expect((await send(ana, 'POST', '/api/household/invitations', { email: ana.email })).status).toBe(400);
    const member = await send(ana, 'POST', '/api/household/invitations', { email: ben.email });
    expect(member.status).toBe(409);
    expect(member.body).toMatchObject({ error: { message: says.alreadyMember } });
    await inviteToken(ana, 'someone-new@example.com');
    const twice = await send(ana, 'POST', '/api/household/invitations', { email: 'someone-new@example.com' });
    expect(twice.body).toMatchObject({ error: { message: says.alreadyInvited } });
    const invalid = await send(ana, 'POST', '/api/household/invitations', { email: 'not an address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { message: 'Please enter a valid email address' } });
  });

  it('lets members invite only while the owner allows it', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser();
    await join(ana, ben);
    const refused = await send(ben, 'POST', '/api/household/invitations', { email: 'cousin@example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: says.mayNotInvite } });
    expect((await send(ben, 'PATCH', '/api/household', { membersMayInvite: true })).status).toBe(403);
    await send(ana, 'PATCH', '/api/household', { membersMayInvite: true });
    expect((await household(ben)).canInvite).toBe(true);
    expect(
      (await send(ben, 'POST', '/api/household/invitations', { email: 'cousin@example.com' })).status,
    ).toBe(201);
  });

  it('gives the last seat to exactly one of two people accepting at once', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const [ben, cai] = await Promise.all([signUpUser(), signUpUser()]);
    const [forBen, forCai] = [await inviteToken(ana, ben.email), await inviteToken(ana, cai.email)];
    const table = testTable();
    // Eleven members by now (the count is what the join transaction checks).
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: householdKeys.meta(ana.userId),
        UpdateExpression: 'SET memberCount = :eleven',
        ExpressionAttributeValues: { ':eleven': 11 },
      }),
    );
    table.destroy();
    const replies = await Promise.all([
      send(ben, 'POST', `/api/household-invitations/${forBen}/accept`),
      send(cai, 'POST', `/api/household-invitations/${forCai}/accept`),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body).toMatchObject({
      error: { message: says.full },
    });
  });
});

describe('the five roles', () => {
  it('owner, member, former member and stranger each get what their role allows', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const cai = await signUpUser({ displayName: 'Cai' });
    const stranger = await signUpUser();
    await join(ana, ben);
    await join(ana, cai);
    // Cai leaves: a former member, back in a household of their own.
    const left = await send<View>(cai, 'POST', '/api/household/leave');
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ id: cai.userId, name: "Cai's kitchen", role: 'owner' });
    expect((await household(cai)).members).toHaveLength(1);

    // Renaming: owner only.
    for (const who of [ben, cai, stranger]) {
      const reply = await send(who, 'PATCH', '/api/household', { name: 'Mine now' });
      // The member is refused; the former member and the stranger rename their own household.
      if (who === ben) expect(reply.status).toBe(403);
    }
    expect((await household(ana)).name).toBe("Ana's kitchen");

    // Removing: only the owner, only members of their own household.
    expect((await send(ben, 'DELETE', `/api/household/members/${ana.userId}`)).status).toBe(403);
    expect((await send(stranger, 'DELETE', `/api/household/members/${ben.userId}`)).status).toBe(404);
    expect((await send(ana, 'DELETE', `/api/household/members/${cai.userId}`)).status).toBe(404);
    expect((await send(ana, 'DELETE', `/api/household/members/${ana.userId}`)).status).toBe(400);

    // Handing over: the owner to a member only.
    expect((await send(ben, 'POST', '/api/household/owner', { userId: ben.userId })).status).toBe(403);
    expect((await send(ana, 'POST', '/api/household/owner', { userId: stranger.userId })).status).toBe(404);
    expect((await send(ana, 'POST', '/api/household/owner', {})).status).toBe(400);

    // Withdrawing an invitation: not someone else's household's.
    await inviteToken(ana, 'aunt@example.com');
    const invitation = (await household(ana)).invitations[0];
    expect((await send(stranger, 'DELETE', `/api/household/invitations/${invitation?.id}`)).status).toBe(404);
    expect((await send(cai, 'DELETE', `/api/household/invitations/${invitation?.id}`)).status).toBe(404);
    expect((await send(ben, 'DELETE', `/api/household/invitations/${invitation?.id}`)).status).toBe(403);
    expect((await send(ana, 'DELETE', `/api/household/invitations/${invitation?.id}`)).status).toBe(204);
  });

  it('hands over, then the former owner may leave; removal sends a member to a household of their own', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const cai = await signUpUser({ displayName: 'Cai' });
    await join(ana, ben);
    await join(ana, cai);
    const leaveFirst = await send(ana, 'POST', '/api/household/leave');
    expect(leaveFirst.status).toBe(409);
    expect(leaveFirst.body).toMatchObject({ error: { message: says.ownerMustHandOver } });

    const handed = await send<View>(ana, 'POST', '/api/household/owner', { userId: ben.userId });
    expect(handed.body).toMatchObject({ ownerId: ben.userId, role: 'member' });
    expect((await send(ana, 'PATCH', '/api/household', { name: 'x' })).status).toBe(403);

    expect((await send(ben, 'DELETE', `/api/household/members/${cai.userId}`)).status).toBe(204);
    // Cai's own container forgets at once only where the removal ran; other containers within the cache.
    await settle();
    const removed = await household(cai);
    expect(removed).toMatchObject({ id: cai.userId, role: 'owner', name: "Cai's kitchen" });

    const gone = await send<View>(ana, 'POST', '/api/household/leave');
    expect(gone.status).toBe(200);
    // Ana's own id is still the household Ben now owns, so hers is new.
    expect(gone.body.id).not.toBe(ana.userId);
    expect(gone.body.members).toEqual([expect.objectContaining({ userId: ana.userId, role: 'owner' })]);
    const remaining = await household(ben);
    expect(remaining.members.map((member) => member.displayName)).toEqual(['Ben']);
    expect(remaining.id).toBe(ana.userId);
  });
});

describe('what a household shares', () => {
  const addRecipe = async (who: Session, title: string, visibility?: string) => {
    const reply = await send<{ recipes: { id: string }[] }>(who, 'POST', '/api/recipes', {
      recipes: [{ title, ingredients: '1 onion', ...(visibility ? { visibility } : {}) }],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.recipes[0]?.id ?? '';
  };
  const homeTitles = async (who: Session, query = '') => {
    const reply = await send<{ recipes: { title: string; userId: string }[] }>(
      who,
      'GET',
      `/api/recipes${query}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.recipes.map((recipe) => recipe.title);
  };

  it('recipes: members see household and public ones with who added them; private stays private; leaving takes yours along', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const stranger = await signUpUser();
    const soup = await addRecipe(ana, 'Ana soup');
    const diary = await addRecipe(ana, 'Ana diary', 'private');
    const pie = await addRecipe(ben, 'Ben pie');
    await join(ana, ben);

    // Ben's recipe moved into the household with him; both see the household's recipes.
    expect(await homeTitles(ben)).toEqual(expect.arrayContaining(['Ana soup', 'Ben pie']));
    expect(await homeTitles(ben)).not.toContain('Ana diary');
    expect(await homeTitles(ana)).toEqual(expect.arrayContaining(['Ana soup', 'Ana diary', 'Ben pie']));
    expect(await homeTitles(ben, '?mine=true')).toEqual(['Ben pie']);

    // Member: sees and rates a household recipe, may not change it; a private one does not exist.
    expect((await send(ben, 'GET', `/api/recipes/${soup}`)).status).toBe(200);
    expect((await send(ben, 'PUT', `/api/recipes/${soup}/rating`, { rating: 4 })).status).toBe(200);
    expect((await send(ben, 'PATCH', `/api/recipes/${soup}`, { title: 'Mine' })).status).toBe(403);
    expect((await send(ben, 'GET', `/api/recipes/${diary}`)).status).toBe(404);
    // Stranger: nothing of the household exists.
    expect((await send(stranger, 'GET', `/api/recipes/${soup}`)).status).toBe(404);
    expect((await send(stranger, 'GET', `/api/recipes/${pie}`)).status).toBe(404);

    // Ben leaves: a former member sees none of Ana's household recipes, and keeps his own.
    expect((await send(ben, 'POST', '/api/household/leave')).status).toBe(200);
    expect(await homeTitles(ben)).toEqual(['Ben pie']);
    expect((await send(ben, 'GET', `/api/recipes/${soup}`)).status).toBe(404);
    await settle();
    expect(await homeTitles(ana)).not.toContain('Ben pie');
    expect((await send(ana, 'GET', `/api/recipes/${pie}`)).status).toBe(404);
  });

  it('one shopping list, meal plans and menus for every member, with who added what; others get 404', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const stranger = await signUpUser();
    const stew = await addRecipe(ana, 'Stew');
    await join(ana, ben);

    // The list: Ben adds milk, Ana reads it with Ben as its author.
    expect((await send(ben, 'POST', '/api/shopping-list/items', { text: 'milk' })).status).toBe(200);
    const list = await send<{ id: string; items: { item: string; addedBy: string | null }[] }>(
      ana,
      'GET',
      '/api/shopping-list',
    );
    expect(list.body.items).toEqual([expect.objectContaining({ item: 'milk', addedBy: ben.userId })]);
    const strangerList = await send<{ id: string; items: unknown[] }>(stranger, 'GET', '/api/shopping-list');
    expect(strangerList.body.id).not.toBe(list.body.id);
    expect(strangerList.body.items).toEqual([]);

    // A plan Ana made: Ben plans a dinner on it; the stranger cannot see or change it.
    const plan = await send<{ id: string }>(ana, 'POST', '/api/meal-plans', {
      name: 'Week',
      startDate: '2026-11-23',
    });
    const planned = await send(ben, 'POST', `/api/meal-plans/${plan.body.id}/recipes`, {
      recipeId: stew,
      dayOfWeek: 2,
      mealType: 'dinner',
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    const read = await send<{ entries: { addedBy: string; recipe: { title: string } }[] }>(
      ana,
      'GET',
      `/api/meal-plans/${plan.body.id}`,
    );
    expect(read.body.entries).toEqual([
      expect.objectContaining({ addedBy: ben.userId, recipe: expect.objectContaining({ title: 'Stew' }) }),
    ]);
    expect((await send(stranger, 'GET', `/api/meal-plans/${plan.body.id}`)).status).toBe(404);

    // A menu Ben made is Ana's too.
    const menu = await send<{ id: string }>(ben, 'POST', '/api/dinner-parties', { name: 'Birthday' });
    expect(
      (
        await send(ana, 'POST', `/api/dinner-parties/${menu.body.id}/recipes`, {
          recipes: [{ recipeId: stew }],
        })
      ).status,
    ).toBe(201);
    const menus = await send<{ menus: { id: string }[] }>(ana, 'GET', '/api/dinner-parties');
    expect(menus.body.menus.map((item) => item.id)).toContain(menu.body.id);

    // Ben leaves: the list, the plan and the menu stay with the household, and are gone for him.
    await send(ben, 'POST', '/api/household/leave');
    expect((await send(ben, 'GET', `/api/meal-plans/${plan.body.id}`)).status).toBe(404);
    expect((await send(ben, 'GET', `/api/dinner-parties/${menu.body.id}`)).status).toBe(404);
    const bensList = await send<{ items: unknown[] }>(ben, 'GET', '/api/shopping-list');
    expect(bensList.body.items).toEqual([]);
    const anasList = await send<{ items: { item: string }[] }>(ana, 'GET', '/api/shopping-list');
    expect(anasList.body.items.map((item) => item.item)).toEqual(['milk']);
    expect((await send(ana, 'GET', `/api/dinner-parties/${menu.body.id}`)).status).toBe(200);
  });
});

describe("the household's plan", () => {
  const photoUpload = (who: Session) =>
    send(who, 'POST', '/api/uploads/recipe-file', { contentType: 'image/png', size: 1000 });

  it("one member's subscription covers every member, and ends for a member who leaves", async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    await subscribe(ana, 'monthly');
    expect((await photoUpload(ben)).status).toBe(402);
    await join(ana, ben);

    const covered = await photoUpload(ben);
    expect(covered.status, JSON.stringify(covered.body)).toBe(201);
    const status = await send(ben, 'GET', '/api/subscription');
    expect(status.body).toMatchObject({ fullAccess: true, subscribed: false, coveredBy: ana.userId });

    expect((await send(ben, 'POST', '/api/household/leave')).status).toBe(200);
    const refused = await photoUpload(ben);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: { code: 'subscription_required' } });
    // Ana, who pays, keeps it.
    await settle();
    expect((await photoUpload(ana)).status).toBe(201);
  });

  it('a lifetime grant covers the household too, and the free tier counts the household’s recipes together', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const cai = await signUpUser({ displayName: 'Cai' });
    await join(ana, ben);
    const many = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({ title: `${prefix} ${i + 1}` }));
    // At most 10 blocks per request, as the manual form sends them.
    for (const [who, prefix, batches] of [
      [ana, 'Ana', 3],
      [ben, 'Ben', 2],
    ] as const)
      for (let batch = 0; batch < batches; batch += 1)
        expect(
          (await send(who, 'POST', '/api/recipes', { recipes: many(`${prefix}${batch}`, 10) })).status,
        ).toBe(201);
    const over = await send(ben, 'POST', '/api/recipes', { recipes: many('Extra', 1) });
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({ error: { code: 'subscription_required' } });
    const status = await send(ana, 'GET', '/api/subscription');
    expect(status.body).toMatchObject({ householdRecipeCount: 50 });

    // A lifetime plan of the third member, who then joins, lifts the limit for everyone.
    await subscribe(cai, 'lifetime');
    await join(ana, cai);
    expect((await send(ben, 'POST', '/api/recipes', { recipes: many('Now', 1) })).status).toBe(201);
  });
});

describe('an account deleted by an admin', () => {
  it('leaves its household to the others: the owner hands over, the list and plans stay', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    await join(ana, ben);
    await send(ben, 'POST', '/api/shopping-list/items', { text: 'flour' });
    const plan = await send<{ id: string }>(ana, 'POST', '/api/meal-plans', {
      name: 'Week',
      startDate: '2026-11-23',
    });
    const admin = await adminSession();
    expect((await send(admin, 'DELETE', `/api/admin/users/${ana.userId}`)).status).toBe(200);

    await settle();
    const left = await household(ben);
    expect(left).toMatchObject({ id: ana.userId, ownerId: ben.userId, role: 'owner' });
    expect(left.members.map((member) => member.displayName)).toEqual(['Ben']);
    const list = await send<{ items: { item: string }[] }>(ben, 'GET', '/api/shopping-list');
    expect(list.body.items.map((item) => item.item)).toEqual(['flour']);
    expect((await send(ben, 'GET', `/api/meal-plans/${plan.body.id}`)).status).toBe(200);
  });

  it("takes a deleted member's recipes out of the household's feed, finder index and community search", async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    await join(ana, ben);
    await settle();
    const word = `quince${randomUUID().slice(0, 8).replace(/\d/g, 'q')}`;
    const add = async (who: Session, title: string, visibility: string) => {
      const reply = await send<{ recipes: { id: string }[] }>(who, 'POST', '/api/recipes', {
        recipes: [{ title: `${title} ${word}`, ingredients: '2 quinces\n1 lemon', visibility }],
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return String(reply.body.recipes[0]?.id);
    };
    const kept = await add(ana, "Ana's quince jelly", 'household');
    const bens = [
      await add(ben, "Ben's quince tart", 'household'),
      await add(ben, "Ben's quince paste", 'public'),
    ];
    const feed = async () =>
      (await send<{ recipes: { id: string }[] }>(ana, 'GET', '/api/recipes')).body.recipes.map((r) => r.id);
    const found = async () =>
      (
        await send<{ matches: { id: string }[] }>(ana, 'POST', '/api/finder/search', {
          ingredients: ['quince', 'lemon'],
        })
      ).body.matches.map((match) => match.id);
    const community = async () =>
      (
        await send<{ recipes: { id: string }[] }>(null, 'GET', `/api/community/recipes?q=${word}`)
      ).body.recipes.map((r) => r.id);
    const table = testTable();
    const indexed = async () =>
      (await finderIndexRepository(table, 'hearth').entries(ana.userId)).map((entry) => entry.id);
    expect(await feed()).toEqual(expect.arrayContaining([kept, ...bens]));
    expect(await found()).toEqual(expect.arrayContaining([kept, ...bens]));
    expect(await indexed()).toEqual(expect.arrayContaining([kept, ...bens]));
    expect(await community()).toEqual([bens[1]]);

    const deleted = await send(ben, 'DELETE', '/api/me', { currentPassword: ben.password });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await settle();

    expect((await household(ana)).members.map((member) => member.displayName)).toEqual(['Ana']);
    expect(await feed()).toEqual([kept]);
    expect(await found()).toEqual([kept]);
    expect(await indexed()).toEqual([kept]);
    expect(await community()).toEqual([]);
    for (const id of bens) expect((await send(ana, 'GET', `/api/recipes/${id}`)).status).toBe(404);
    table.destroy();
  });
});
