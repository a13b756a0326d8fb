// Live updates over the real local stack (issues 15, 40): a member's open socket hears of another
// member's change to the household's list, plan or menu within 2 s, pushed by the table's stream through
// the @connections API, also when only a plan entry or a menu dish changed (the consumer looks up its
// parent's household); a stranger's socket hears nothing; a socket opens only with a fresh, unspent
// connect ticket of a live session (never an ID token); the heartbeat's ping is answered; a removed
// member's socket is closed.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveTicket } from '../../lambdas/src/contracts/live.js';
import { api, stackUrl } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { joinByInvitation, testTable } from './support/households.js';

const PUSH_WITHIN_MS = 2_000;

interface Listener {
  socket: WebSocket;
  messages: { kind: string; id: string; at: number }[];
  closed: Promise<number>;
}

/** A connect ticket, as the browser asks for one before it opens its socket. */
async function ticketFor(who: Session): Promise<string> {
  const reply = await api<LiveTicket>('/api/live/tickets', { method: 'POST', token: who.idToken });
  expect(reply.status).toBe(201);
  expect(reply.body.expiresInSeconds).toBe(30);
  return reply.body.ticket;
}

function open(query: string): Promise<Listener> {
  const socket = new WebSocket(`${stackUrl().replace(/^http/, 'ws')}/live?${query}`);
  const messages: Listener['messages'] = [];
  socket.on('message', (data) => messages.push({ ...JSON.parse(String(data)), at: Date.now() }));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

async function listen(who: Session): Promise<Listener> {
  return open(`ticket=${encodeURIComponent(await ticketFor(who))}`);
}

async function waitFor<T>(read: () => T | undefined, ms: number): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('live updates', () => {
  it("pushes another member's list, plan and menu changes within 2 s, and nothing to a stranger", async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const stranger = await signUpUser();
    await joinByInvitation(ana, ben);
    const anaListens = await listen(ana);
    const strangerListens = await listen(stranger);

    const wrote = Date.now();
    expect(
      (await api('/api/shopping-list/items', { method: 'POST', token: ben.idToken, body: { text: 'milk' } }))
        .status,
    ).toBe(200);
    const pushed = await waitFor(
      () => anaListens.messages.find((message) => message.kind === 'shopping'),
      PUSH_WITHIN_MS,
    );
    expect(pushed).toMatchObject({ kind: 'shopping', id: ana.userId });
    expect((pushed?.at ?? Number.POSITIVE_INFINITY) - wrote).toBeLessThan(PUSH_WITHIN_MS);

    const plan = await api<{ id: string }>('/api/meal-plans', {
      method: 'POST',
      token: ben.idToken,
      body: { name: 'Week', startDate: '2026-11-23' },
    });
    expect(
      await waitFor(() => anaListens.messages.find((message) => message.kind === 'mealPlan'), PUSH_WITHIN_MS),
    ).toMatchObject({ id: plan.body.id });
    const menu = await api<{ id: string }>('/api/dinner-parties', {
      method: 'POST',
      token: ben.idToken,
      body: { name: 'Party' },
    });
    expect(
      await waitFor(() => anaListens.messages.find((message) => message.kind === 'menu'), PUSH_WITHIN_MS),
    ).toMatchObject({ id: menu.body.id });

    // The stranger's own list is another household's: their socket heard none of it.
    expect(strangerListens.messages).toEqual([]);
    anaListens.socket.close();
    strangerListens.socket.close();
  });

  it('opens a socket only with a ticket: never with an ID token, an unknown ticket or a spent one', async () => {
    const cook = await signUpUser();
    await expect(open('')).rejects.toThrow('HTTP 401');
    // The old scheme, the ID token in the URL, and a token where the ticket goes: both refused.
    await expect(open(`token=${encodeURIComponent(cook.idToken)}`)).rejects.toThrow('HTTP 401');
    await expect(open(`ticket=${encodeURIComponent(cook.idToken)}`)).rejects.toThrow('HTTP 401');
    await expect(open(`ticket=${'A'.repeat(43)}`)).rejects.toThrow('HTTP 401');
    const ticket = await ticketFor(cook);
    const first = await open(`ticket=${ticket}`);
    await expect(open(`ticket=${ticket}`)).rejects.toThrow('HTTP 401');
    first.socket.close();
  });

  it('gives tickets only to a signed-in caller with an ID token', async () => {
    const cook = await signUpUser();
    expect((await api('/api/live/tickets', { method: 'POST' })).status).toBe(401);
    expect((await api('/api/live/tickets', { method: 'POST', token: cook.accessToken })).status).toBe(401);
    const [one, two] = [await ticketFor(cook), await ticketFor(cook)];
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one).not.toBe(two);
  });

  it('refuses a ticket whose session ended after it was issued (signed out everywhere)', async () => {
    const cook = await signUpUser();
    const ticket = await ticketFor(cook);
    // Sessions end to the second: a sign-out in the sign-in's own second ends it too.
    const ended = await api('/api/me/sign-out-everywhere', { method: 'POST', token: cook.idToken });
    expect(ended.status).toBe(200);
    await expect(open(`ticket=${ticket}`)).rejects.toThrow('HTTP 401');
  });

  it('refuses a ticket of an account deleted after it was issued', async () => {
    const cook = await signUpUser();
    const ticket = await ticketFor(cook);
    const deleted = await api('/api/me', {
      method: 'DELETE',
      token: cook.idToken,
      body: { currentPassword: cook.password },
    });
    expect(deleted.status).toBe(200);
    await expect(open(`ticket=${ticket}`)).rejects.toThrow('HTTP 401');
  });

  it("answers the heartbeat's ping with a pong, on the same socket", async () => {
    const cook = await signUpUser();
    const listener = await listen(cook);
    listener.socket.send(JSON.stringify({ action: 'ping' }));
    expect(
      await waitFor(() => listener.messages.find((message) => message.kind === 'pong'), 2_000),
    ).toBeDefined();
    // Anything else goes to $default and is not answered.
    listener.socket.send(JSON.stringify({ action: 'shout' }));
    listener.socket.send('not json');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listener.messages.map((message) => message.kind)).toEqual(['pong']);
    listener.socket.close();
  });

  it('pushes a change to a plan entry or a menu dish alone: the consumer finds the parent household', async () => {
    process.env.TABLE_NAME ??= 'hearth';
    const { mealPlanKeys } = await import('../../lambdas/src/data/entities/meal-plan.js');
    const { menuKeys } = await import('../../lambdas/src/data/entities/dinner-party.js');
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const stranger = await signUpUser();
    await joinByInvitation(ana, ben);
    const recipe = await api<{ recipes: { id: string }[] }>('/api/recipes', {
      method: 'POST',
      token: ben.idToken,
      body: { recipes: [{ title: 'Soup', ingredients: '1 onion' }] },
    });
    const recipeId = recipe.body.recipes[0]?.id ?? '';
    const plan = await api<{ id: string }>('/api/meal-plans', {
      method: 'POST',
      token: ben.idToken,
      body: { name: 'Week', startDate: '2026-11-23' },
    });
    const entry = await api<{ id: string }>(`/api/meal-plans/${plan.body.id}/recipes`, {
      method: 'POST',
      token: ben.idToken,
      body: { recipeId, dayOfWeek: 1, mealType: 'dinner' },
    });
    expect(entry.status).toBe(201);
    const menu = await api<{ id: string }>('/api/dinner-parties', {
      method: 'POST',
      token: ben.idToken,
      body: { name: 'Party' },
    });
    const dishes = await api<{ added: { id: string }[] }>(`/api/dinner-parties/${menu.body.id}/recipes`, {
      method: 'POST',
      token: ben.idToken,
      body: { recipes: [{ recipeId }] },
    });
    const dishId = dishes.body.added[0]?.id ?? '';
    // Let the pushes of those writes (their parents' META changed too) pass before listening.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const anaListens = await listen(ana);
    const strangerListens = await listen(stranger);

    // Only the child item changes (as an edit in place or a migration writes it): its stream record
    // names no household, so the consumer must read the parent's.
    const table = testTable();
    for (const key of [mealPlanKeys.child(plan.body.id, entry.body.id), menuKeys.child(menu.body.id, dishId)])
      await table.send(
        new UpdateCommand({
          TableName: 'hearth',
          Key: key,
          UpdateExpression: 'SET touchedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':now': new Date().toISOString() },
        }),
      );
    expect(
      await waitFor(() => anaListens.messages.find((message) => message.kind === 'mealPlan'), PUSH_WITHIN_MS),
    ).toMatchObject({ id: plan.body.id });
    expect(
      await waitFor(() => anaListens.messages.find((message) => message.kind === 'menu'), PUSH_WITHIN_MS),
    ).toMatchObject({ id: menu.body.id });
    expect(strangerListens.messages).toEqual([]);
    anaListens.socket.close();
    strangerListens.socket.close();
  });

  it('answers a connection already gone as API Gateway does: the SDK raises GoneException', async () => {
    const connections = new ApiGatewayManagementApiClient({
      region: 'us-east-1',
      endpoint: stackUrl(),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    for (const command of [
      new DeleteConnectionCommand({ ConnectionId: 'long-gone' }),
      new PostToConnectionCommand({ ConnectionId: 'long-gone', Data: Buffer.from('{}') }),
    ])
      await expect(connections.send(command as never)).rejects.toMatchObject({
        name: 'GoneException',
        $metadata: { httpStatusCode: 410 },
      });
  });

  it("closes a removed member's socket", async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    await joinByInvitation(ana, ben);
    const benListens = await listen(ben);
    expect(
      (await api(`/api/household/members/${ben.userId}`, { method: 'DELETE', token: ana.idToken })).status,
    ).toBe(204);
    const code = await Promise.race([
      benListens.closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 3_000)),
    ]);
    expect(code).toBe(1000);
  });
});
