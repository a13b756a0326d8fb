// Live updates over the real local stack (issue 15): a member's open socket hears of another member's
// change to the household's list, plan or menu within 2 s, pushed by the table's stream through the
// @connections API; a stranger's socket hears nothing; a bad token cannot connect; a removed member's
// socket is closed.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { describe, expect, it } from 'vitest';
import { api, stackUrl } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { listen, waitFor } from './support/live.js';
import { readMail } from './support/mail.js';

const PUSH_WITHIN_MS = 2_000;

async function join(owner: Session, member: Session) {
  const invited = await api(`/api/household/invitations`, {
    method: 'POST',
    token: owner.idToken,
    body: { email: member.email },
  });
  expect(invited.status).toBe(201);
  const link = (await readMail(member.email))
    .flatMap((mail) => mail.links)
    .find((href) => href.includes('/join/'));
  const token = decodeURIComponent(String(link).split('/join/')[1] ?? '');
  const joined = await api(`/api/household-invitations/${token}/accept`, {
    method: 'POST',
    token: member.idToken,
  });
  expect(joined.status).toBe(200);
}

describe('live updates', () => {
  it("pushes another member's list, plan and menu changes within 2 s, and nothing to a stranger", async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const stranger = await signUpUser();
    await join(ana, ben);
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

  it('refuses a socket without a valid token', async () => {
    await expect(listen({ idToken: 'not-a-token' })).rejects.toThrow('HTTP 401');
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
    await join(ana, ben);
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
