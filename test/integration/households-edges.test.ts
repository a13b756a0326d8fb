// Households at the edges (issue 32), over the real local stack: each finding of the issue as the
// person who would exploit it would try it, and what they meet now.
import { describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../lambdas/src/contracts/collections.js';
import { householdMessages as says } from '../../lambdas/src/contracts/households.js';
import { paprikaExport } from '../support/collection-files.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';
import { uploadCollection, waitForEnd } from './support/collections.js';
import { household, inviteToken, join, newest, send, settle, within } from './support/household-routes.js';
import { readMail } from './support/mail.js';

const NO_LONGER = "You're no longer in this household";

const addRecipes = async (who: Session, count: number, prefix: string, visibility?: string) => {
  for (let done = 0; done < count; done += 10) {
    const batch = Array.from({ length: Math.min(10, count - done) }, (_, i) => ({
      title: `${prefix} ${done + i + 1}`,
      ingredients: '1 onion',
      ...(visibility ? { visibility } : {}),
    }));
    const reply = await send<{ recipes: { id: string }[] }>(who, 'POST', '/api/recipes', { recipes: batch });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  }
};

const photoUpload = (who: Session) =>
  send(who, 'POST', '/api/uploads/recipe-file', { contentType: 'image/png', size: 1000 });

describe('finding 1: an import made in a household acts for it only while its owner is in it', () => {
  it("a removed member's unfinished import cannot begin, and nothing lands in the household", async () => {
    const owner = await signUpUser({ displayName: 'Owner' });
    const member = await signUpUser({ displayName: 'Member' });
    await subscribe(owner, 'monthly');
    await join(owner, member);
    const jobId = await uploadCollection(
      member,
      'later.paprikarecipes',
      paprikaExport([{ name: 'Spam stew', ingredients: '1 can', directions: 'Open.' }]),
    );
    expect((await send(owner, 'DELETE', `/api/household/members/${member.userId}`)).status).toBe(204);

    const begun = await send<ImportJobView>(member, 'POST', `/api/imports/${jobId}/begin`);
    expect(begun.status, JSON.stringify(begun.body)).toBe(403);
    expect(begun.body).toEqual({ error: { code: 'not_in_household', message: NO_LONGER } });
    const job = await send<ImportJobView>(member, 'GET', `/api/imports/${jobId}`);
    expect(job.body.status).toBe('waiting-for-file');
    const titles = (await send<{ recipes: { title: string }[] }>(owner, 'GET', '/api/recipes')).body.recipes;
    expect(titles.map((recipe) => recipe.title)).not.toContain('Spam stew');
  });
});

describe("finding 2: two members leaving at once keep nobody on the payer's plan", () => {
  it('both lose the plan, and the household and records agree', async () => {
    const payer = await signUpUser({ displayName: 'Payer' });
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    await subscribe(payer, 'monthly');
    await join(payer, ana);
    await join(payer, ben);
    const left = await Promise.all([
      send(ana, 'POST', '/api/household/leave'),
      send(ben, 'POST', '/api/household/leave'),
    ]);
    expect(left.map((reply) => reply.status)).toEqual([200, 200]);
    await settle();
    for (const who of [ana, ben]) {
      const refused = await photoUpload(who);
      expect(refused.status, `${who.email} is still covered: ${JSON.stringify(refused.body)}`).toBe(402);
      expect((await household(who)).members.map((member) => member.userId)).toEqual([who.userId]);
    }
    expect((await household(payer)).members.map((member) => member.userId)).toEqual([payer.userId]);
  });
});

describe('finding 3: the calendar link is the household’s, and ends when someone leaves', () => {
  it("shows no one's private recipe, and a former member's saved link stops answering", async () => {
    const owner = await signUpUser({ displayName: 'Owner' });
    const member = await signUpUser({ displayName: 'Member' });
    await join(owner, member);
    const addOne = async (title: string, visibility: string) =>
      (
        await send<{ recipes: { id: string }[] }>(owner, 'POST', '/api/recipes', {
          recipes: [{ title, ingredients: '1 egg', visibility }],
        })
      ).body.recipes[0]?.id ?? '';
    const shared = await addOne('Shared stew', 'household');
    const diary = await addOne('Secret diary cake', 'private');
    const plan = await send<{ id: string }>(owner, 'POST', '/api/meal-plans', {
      name: 'Week',
      startDate: '2026-11-23',
    });
    for (const [recipeId, dayOfWeek] of [
      [shared, 0],
      [diary, 1],
    ] as const)
      expect(
        (
          await send(owner, 'POST', `/api/meal-plans/${plan.body.id}/recipes`, {
            recipeId,
            dayOfWeek,
            mealType: 'dinner',
          })
        ).status,
      ).toBe(201);
    const link = await send<{ calendarFeedUrl: string }>(
      member,
      'PUT',
      `/api/meal-plans/${plan.body.id}/calendar-feed`,
    );
    const feed = await api(link.body.calendarFeedUrl);
    expect(feed.status).toBe(200);
    expect(String(feed.body)).toContain('Shared stew');
    // The plan's founder's private recipe is theirs alone, whoever holds the household's link.
    expect(String(feed.body)).not.toContain('Secret diary cake');

    const left = Date.now();
    expect((await send(member, 'POST', '/api/household/leave')).status).toBe(200);
    await within(
      5_000,
      'the old calendar link stops',
      async () => (await api(link.body.calendarFeedUrl)).status === 404,
    );
    expect(Date.now() - left).toBeLessThan(5_000);
    // The household carries on with a new link.
    const renewed = await send<{ calendarFeedUrl: string | null }>(
      owner,
      'GET',
      `/api/meal-plans/${plan.body.id}`,
    );
    expect(renewed.body.calendarFeedUrl).not.toBeNull();
    expect(renewed.body.calendarFeedUrl).not.toBe(link.body.calendarFeedUrl);
    expect((await api(String(renewed.body.calendarFeedUrl))).status).toBe(200);
  });
});

describe('finding 5: a household id is handed back only to the person who ended it', () => {
  it("someone leaving later never gets their old id back with another person's list", async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const cai = await signUpUser({ displayName: 'Cai' });
    const dee = await signUpUser({ displayName: 'Dee' });
    // Ben joins Ana's household (its id is Ana's), Ana hands it over and leaves.
    await join(ana, ben);
    expect((await send(ana, 'POST', '/api/household/owner', { userId: ben.userId })).status).toBe(200);
    expect((await send(ana, 'POST', '/api/household/leave')).status).toBe(200);
    // Ben writes on the list of the household with Ana's id, then moves on: that household ends.
    expect(
      (await send(ben, 'POST', '/api/shopping-list/items', { text: "Ben's secret shopping" })).status,
    ).toBe(200);
    await join(cai, ben);
    // Ana joins someone and leaves again: she must not be given the id, nor Ben's list.
    await join(dee, ana);
    const back = await send<{ id: string }>(ana, 'POST', '/api/household/leave');
    expect(back.status).toBe(200);
    expect(back.body.id).not.toBe(ana.userId);
    const list = await send<{ items: { item: string }[] }>(ana, 'GET', '/api/shopping-list');
    expect(list.body.items.map((item) => item.item)).not.toContain("Ben's secret shopping");
  });

  it('the person who ended their own household gets it back, with their list', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const host = await signUpUser({ displayName: 'Host' });
    expect((await send(ana, 'POST', '/api/shopping-list/items', { text: 'flour' })).status).toBe(200);
    await join(host, ana);
    const back = await send<{ id: string }>(ana, 'POST', '/api/household/leave');
    expect(back.body.id).toBe(ana.userId);
    const list = await send<{ items: { item: string }[] }>(ana, 'GET', '/api/shopping-list');
    expect(list.body.items.map((item) => item.item)).toEqual(['flour']);
  });
});

describe("finding 7: the free tier's 50 recipes hold for the household on joining and when created at once", () => {
  it('refuses a join that would pass 50, saying by how much and what lifts it; a plan lets it in', async () => {
    const host = await signUpUser({ displayName: 'Host' });
    const guest = await signUpUser({ displayName: 'Guest' });
    await addRecipes(host, 30, 'Host');
    await addRecipes(guest, 33, 'Guest');
    const token = await inviteToken(host, guest.email);
    const refused = await send(guest, 'POST', `/api/household-invitations/${token}/accept`);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      error: {
        code: 'subscription_required',
        message: expect.stringMatching(
          /^Joining would bring the household to 63 recipes; the free plan keeps 50\. .*subscribe/,
        ),
      },
    });
    expect((await household(guest)).id).toBe(guest.userId);
    await subscribe(guest, 'monthly');
    expect((await send(guest, 'POST', `/api/household-invitations/${token}/accept`)).status).toBe(200);
  });

  it('two members creating at once cannot both pass the 50 on counts read before the other landed', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    await join(ana, ben);
    await addRecipes(ana, 40, 'Ana');
    await addRecipes(ben, 5, 'Ben');
    const batch = (prefix: string) =>
      Array.from({ length: 5 }, (_, i) => ({ title: `${prefix} ${i}`, ingredients: '1 leek' }));
    const replies = await Promise.all([
      send(ana, 'POST', '/api/recipes', { recipes: batch('Ana late') }),
      send(ben, 'POST', '/api/recipes', { recipes: batch('Ben late') }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 402]);
    const status = await send<{ householdRecipeCount: number }>(ana, 'GET', '/api/subscription');
    expect(status.body.householdRecipeCount).toBe(50);
  });
});

describe('finding 8: invitations cannot carry spam or phishing', () => {
  it('says who invited whom to what, one clean line in the subject, and the mail can withdraw it', async () => {
    const inviter = await signUpUser({ displayName: 'Prize\u202edesk\nBcc: victim@example.com' });
    expect(
      (
        await send(inviter, 'PATCH', '/api/household', {
          name: 'Claim your prize now\u200b at evil example com before it expires',
        })
      ).status,
    ).toBe(200);
    const invited = await signUpUser();
    const token = await inviteToken(inviter, invited.email);
    const mail = newest(await readMail(invited.email));
    expect(mail?.subject).not.toMatch(/[\n\r\u202e\u200b]/);
    expect(mail?.subject.length).toBeLessThanOrEqual(120);
    expect(mail?.subject).toBe(
      'Prize desk Bcc: victim@example.com invited you to join “Claim your prize now at evil example co…” on Hearth',
    );
    expect(mail?.text).toContain(`(${inviter.email}) invited ${invited.email} to join`);
    expect(mail?.text).toContain('a household of 1 person');
    const decline = mail?.links.find((href) => href.includes('decline'));
    expect(decline).toBe(`${mail?.links[0]}?decline=1`);

    // "This wasn't meant for me": withdrawn without signing in; the link then answers it was withdrawn.
    const declined = await send(null, 'POST', `/api/household-invitations/${token}/decline`);
    expect(declined.status).toBe(200);
    const accept = await send(invited, 'POST', `/api/household-invitations/${token}/accept`);
    expect(accept.status).toBe(410);
    expect(accept.body).toMatchObject({ error: { message: says.invitationRevoked } });
    expect((await household(inviter)).invitations).toEqual([]);
    // A forged link withdraws nothing.
    const forged = await send(null, 'POST', `/api/household-invitations/${token.slice(0, -3)}xyz/decline`);
    expect(forged.status).toBe(404);
  });

  it('an invitation stops working when the member who sent it leaves', async () => {
    const owner = await signUpUser();
    const member = await signUpUser();
    const invited = await signUpUser();
    await join(owner, member);
    expect((await send(owner, 'PATCH', '/api/household', { membersMayInvite: true })).status).toBe(200);
    const token = await inviteToken(member, invited.email);
    expect((await send(member, 'POST', '/api/household/leave')).status).toBe(200);
    const preview = await send(invited, 'GET', `/api/household-invitations/${token}`);
    expect(preview.status).toBe(410);
    expect((await send(invited, 'POST', `/api/household-invitations/${token}/accept`)).status).toBe(410);
    expect((await household(owner)).invitations).toEqual([]);
  });

  it('limits invitations per household (20 an hour), however many members may invite', async () => {
    const owner = await signUpUser();
    const members = [await signUpUser(), await signUpUser()];
    for (const member of members) await join(owner, member);
    expect((await send(owner, 'PATCH', '/api/household', { membersMayInvite: true })).status).toBe(200);
    const everyone = [owner, ...members];
    let sent = 0;
    let refusal: { status: number; body: unknown; headers: Headers } | null = null;
    for (let i = 0; i < 25 && !refusal; i += 1) {
      const reply = await send(everyone[i % 3] as Session, 'POST', '/api/household/invitations', {
        email: `spam-${i}-${owner.userId.slice(0, 6)}@example.com`,
      });
      if (reply.status === 201) sent += 1;
      else refusal = reply;
      // Withdraw as we go: the 12 seats are not what stops it.
      const open = (await household(owner)).invitations;
      for (const invitation of open)
        await send(owner, 'DELETE', `/api/household/invitations/${invitation.id}`);
    }
    // The two invitations that brought the members in count too.
    expect(sent + members.length).toBe(20);
    expect(refusal?.status).toBe(429);
    expect(refusal?.body).toMatchObject({
      error: { code: 'too_many_requests', message: expect.stringMatching(/^Your household has sent a lot/) },
    });
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits invitations per network address (30 an hour), however many accounts send them', async () => {
    const ip = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const senders = await Promise.all(Array.from({ length: 4 }, () => signUpUser()));
    let sent = 0;
    let refusal: { status: number; body: unknown } | null = null;
    for (let i = 0; i < 40 && !refusal; i += 1) {
      const sender = senders[Math.floor(i / 9)] as Session;
      const reply = await send(
        sender,
        'POST',
        '/api/household/invitations',
        { email: `far-${i}-${sender.userId.slice(0, 6)}@example.com` },
        { ip },
      );
      if (reply.status === 201) {
        sent += 1;
        const view = reply.body as { invitations: { id: string }[] };
        for (const invitation of view.invitations)
          await send(sender, 'DELETE', `/api/household/invitations/${invitation.id}`);
      } else refusal = reply;
    }
    expect(sent).toBe(30);
    expect(refusal).toMatchObject({
      status: 429,
      body: { error: { code: 'too_many_requests', message: expect.stringMatching(/from your network/) } },
    });
  });
});

describe('issue 40 item 6: former members and old recipe ids', () => {
  it('a former member cannot put the household’s recipes on their list, plans, menus or cookbooks', async () => {
    const owner = await signUpUser();
    const former = await signUpUser();
    await join(owner, former);
    const id =
      (
        await send<{ recipes: { id: string }[] }>(owner, 'POST', '/api/recipes', {
          recipes: [{ title: 'Family stew', ingredients: '2 carrots' }],
        })
      ).body.recipes[0]?.id ?? '';
    // While a member, each of these takes it (so the refusals below are about leaving).
    expect((await send(former, 'GET', `/api/recipes/${id}`)).status).toBe(200);
    expect((await send(former, 'POST', '/api/household/leave')).status).toBe(200);
    const plan = await send<{ id: string }>(former, 'POST', '/api/meal-plans', {
      name: 'Mine',
      startDate: '2026-11-23',
    });
    const menu = await send<{ id: string }>(former, 'POST', '/api/dinner-parties', { name: 'Mine' });
    const attempts = [
      send(former, 'POST', '/api/shopping-list/recipes', { recipes: [{ recipeId: id }] }),
      send(former, 'POST', `/api/meal-plans/${plan.body.id}/recipes`, {
        recipeId: id,
        dayOfWeek: 0,
        mealType: 'dinner',
      }),
      send(former, 'POST', `/api/dinner-parties/${menu.body.id}/recipes`, { recipes: [{ recipeId: id }] }),
      send(former, 'POST', '/api/cookbooks', { recipeIds: [id] }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(404);
    }
    expect((await send<{ items: unknown[] }>(former, 'GET', '/api/shopping-list')).body.items).toEqual([]);
    expect(
      (await send<{ entries: unknown[] }>(former, 'GET', `/api/meal-plans/${plan.body.id}`)).body.entries,
    ).toEqual([]);
  });
});

describe('leaving, removal and joining end the live sockets of the household left', () => {
  it.each([
    ['leaving', async (_owner: Session, member: Session) => send(member, 'POST', '/api/household/leave')],
    [
      'joining another household',
      async (_owner: Session, member: Session) => {
        const other = await signUpUser();
        const token = await inviteToken(other, member.email);
        return send(member, 'POST', `/api/household-invitations/${token}/accept`);
      },
    ],
  ] as const)('%s closes the member’s socket', async (_, move) => {
    const { listen, closedWithin } = await import('./support/live.js');
    const owner = await signUpUser();
    const member = await signUpUser();
    await join(owner, member);
    const listening = await listen(member);
    expect((await move(owner, member)).status).toBe(200);
    expect(await closedWithin(listening, 5_000)).toBe(1000);
  });
});

describe("the import's file lives under the owner's prefix", () => {
  it('is the job owner’s to begin: another person meets 404', async () => {
    const cook = await signUpUser();
    const other = await signUpUser();
    const jobId = await uploadCollection(
      cook,
      'mine.paprikarecipes',
      paprikaExport([{ name: 'Soup', ingredients: '1 leek', directions: 'Boil.' }]),
    );
    expect((await send(other, 'POST', `/api/imports/${jobId}/begin`)).status).toBe(404);
    const begun = await send<ImportJobView>(cook, 'POST', `/api/imports/${jobId}/begin`);
    expect(begun.status).toBe(202);
    expect((await waitForEnd(cook, jobId)).status).toBe('done');
  });
});
