// The offline queue's store (issue 40), on a real IndexedDB (fake-indexeddb) and a real QueryClient:
// whose the waiting changes are, what survives a session that ends, and what a sign-in sends.
import 'fake-indexeddb/auto';
import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  forgetOfflineChanges,
  keepOfflineChanges,
  offlineChangesWaiting,
  restoreOfflineChanges,
} from './offline-changes';

const TICK = ['list', 'mutation', 'tick'] as const;
const raw = createStore('hearth-offline-changes', 'changes');
type Record = {
  savedAt: number;
  state: { mutations: { state: { variables: unknown; isPaused: boolean } }[] };
};
const waitingFor = async (owner: string) =>
  ((await get(`changes:${owner}`, raw)) as Record | undefined)?.state.mutations.map((m) => m.state.variables);

let signedIn: string | null;
const owner = () => signedIn;
let sent: { by: string | null; variables: unknown }[];
let answer: () => Promise<unknown>;

/** A page: its query client, with the tick's request registered as a feature registers it. */
function page() {
  const client = new QueryClient({
    mutationCache: new MutationCache(),
    defaultOptions: { mutations: { retry: false, networkMode: 'online' } },
  });
  client.setMutationDefaults([...TICK], {
    mutationFn: async (variables: unknown) => {
      sent.push({ by: signedIn, variables });
      return answer();
    },
  });
  return client;
}

const tick = (client: QueryClient, id: string) =>
  client
    .getMutationCache()
    .build(client, { mutationKey: [...TICK] })
    .execute(id)
    .catch(() => undefined);

/** The server holds its answers until `land` lets every request sent so far have one. */
function heldAnswers() {
  const answers: ((value: unknown) => void)[] = [];
  answer = () => new Promise((resolve) => answers.push(resolve));
  const land = () => {
    for (const resolve of answers.splice(0)) resolve({ ok: true });
  };
  return { answers, land };
}

beforeEach(async () => {
  await forgetOfflineChanges();
  signedIn = 'ann';
  sent = [];
  answer = async () => ({ ok: true });
  onlineManager.setOnline(false);
});
afterEach(() => onlineManager.setOnline(true));

describe('offline changes', () => {
  it('keeps a change made offline under its person, and sends it from the next page', async () => {
    const first = page();
    await keepOfflineChanges(first, [[...TICK]], owner);
    void tick(first, 'butter');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter']));
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    const next = page();
    await keepOfflineChanges(next, [[...TICK]], owner);
    expect(sent).toEqual([{ by: 'ann', variables: 'butter' }]);
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual([]));
  });

  it('keeps the changes through a session that ended (memory cleared, no one signed in), and sends them when the same person signs in again', async () => {
    const client = page();
    await keepOfflineChanges(client, [[...TICK]], owner);
    void tick(client, 'butter');
    void tick(client, 'lemons');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter', 'lemons']));

    // The session ends: signed out by it, and the cache cleared as the app leaves for the sign-in page.
    signedIn = null;
    client.clear();
    onlineManager.setOnline(true);
    expect(await offlineChangesWaiting(owner)).toBe(false);
    expect(await waitingFor('ann')).toEqual(['butter', 'lemons']);

    signedIn = 'ann';
    expect(await offlineChangesWaiting(owner)).toBe(true);
    await restoreOfflineChanges(client);
    expect(sent).toEqual([
      { by: 'ann', variables: 'butter' },
      { by: 'ann', variables: 'lemons' },
    ]);
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual([]));
  });

  it('loses nothing when memory is cleared while the tokens are still stored (a refusal that left them)', async () => {
    const client = page();
    await keepOfflineChanges(client, [[...TICK]], owner);
    void tick(client, 'butter');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter']));
    client.clear();
    onlineManager.setOnline(true);
    await keepOfflineChanges(page(), [[...TICK]], owner);
    expect(sent).toEqual([{ by: 'ann', variables: 'butter' }]);
  });

  it('keeps a change made while the page is still reading what an earlier page left waiting', async () => {
    const first = page();
    await keepOfflineChanges(first, [[...TICK]], owner);
    void tick(first, 'butter');
    void tick(first, 'stock');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter', 'stock']));

    // The next page opens offline and the cook ticks at once, before the kept record has been read.
    const next = page();
    const restoring = keepOfflineChanges(next, [[...TICK]], owner);
    void tick(next, 'lemons');
    await restoring;
    const inMemory = next
      .getMutationCache()
      .getAll()
      .map((m) => m.state.variables);
    expect(inMemory.sort()).toEqual(['butter', 'lemons', 'stock']);
    await vi.waitFor(async () =>
      expect((await waitingFor('ann'))?.sort()).toEqual(['butter', 'lemons', 'stock']),
    );

    onlineManager.setOnline(true);
    await next.resumePausedMutations();
    expect(sent.map((s) => s.variables).sort()).toEqual(['butter', 'lemons', 'stock']);
  });

  it('sends each waiting change once when the page opens and a sign-in restores at the same time', async () => {
    const first = page();
    await keepOfflineChanges(first, [[...TICK]], owner);
    void tick(first, 'butter');
    void tick(first, 'lemons');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter', 'lemons']));

    const next = page();
    const opening = keepOfflineChanges(next, [[...TICK]], owner);
    const signedInAgain = restoreOfflineChanges(next);
    await Promise.all([opening, signedInAgain]);
    const inMemory = next
      .getMutationCache()
      .getAll()
      .map((m) => m.state.variables);
    expect(inMemory.sort()).toEqual(['butter', 'lemons']);

    onlineManager.setOnline(true);
    await next.resumePausedMutations();
    expect(sent.map((s) => s.variables).sort()).toEqual(['butter', 'lemons']);
  });

  it('keeps a change while it is on its way, and lets it go once it has landed', async () => {
    const client = page();
    await keepOfflineChanges(client, [[...TICK]], owner);
    void tick(client, 'butter');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter']));
    let land: (value: unknown) => void = () => undefined;
    answer = () => new Promise((resolve) => (land = resolve));
    onlineManager.setOnline(true);
    const resumed = client.resumePausedMutations();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // On its way, it is still kept (its answer may be a 401, when no one is signed in to keep it).
    await vi.waitFor(async () => {
      const kept = (await get('changes:ann', raw)) as Record;
      expect(kept.state.mutations.map((m) => [m.state.variables, m.state.isPaused])).toEqual([
        ['butter', true],
      ]);
    });
    land({ ok: true });
    await resumed;
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual([]));
  });

  it('sends a change once when it lands while the page restores again (its first idle second reads the record)', async () => {
    onlineManager.setOnline(true);
    const client = page();
    await keepOfflineChanges(client, [[...TICK]], owner);
    const { answers, land } = heldAnswers();
    // Removed while online: on its way, and written to the record as still to send.
    const removing = tick(client, 'lemons');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['lemons']));
    expect(sent).toHaveLength(1);

    // The page's first idle second restores what waits: the record holds the change on its way.
    const restored = restoreOfflineChanges(client);
    await vi.waitFor(() => expect(answers.length).toBeGreaterThan(0));
    land();
    await removing;
    // A copy made from the record would be on its way by now: let it land too, to be counted.
    await new Promise((resolve) => setTimeout(resolve, 20));
    land();
    await restored;
    await client.resumePausedMutations();
    expect(sent.map((s) => s.variables)).toEqual(['lemons']);
    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.status === 'pending'),
    ).toHaveLength(0);
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual([]));
  });

  it('sends a change still on its way once, however the page restores meanwhile', async () => {
    onlineManager.setOnline(true);
    const client = page();
    await keepOfflineChanges(client, [[...TICK]], owner);
    const { land } = heldAnswers();
    const removing = tick(client, 'lemons');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['lemons']));

    const restored = restoreOfflineChanges(client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.map((s) => s.variables)).toEqual(['lemons']);
    land();
    await Promise.all([restored, removing]);
    await client.resumePausedMutations();
    expect(sent.map((s) => s.variables)).toEqual(['lemons']);
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual([]));
  });

  it('keeps a change the server refused because the session had ended (401), to send after the next sign-in', async () => {
    const client = page();
    await keepOfflineChanges(client, [[...TICK]], owner);
    void tick(client, 'butter');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter']));

    // Back online with a session that ended elsewhere: the request goes and is refused.
    answer = async () => {
      throw new ApiError(401, 'session_expired', 'Your session has ended. Please sign in again.');
    };
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(sent).toEqual([{ by: 'ann', variables: 'butter' }]);
    await vi.waitFor(async () => {
      const kept = (await get('changes:ann', raw)) as Record;
      expect(kept.state.mutations.map((m) => [m.state.variables, m.state.isPaused])).toEqual([
        ['butter', true],
      ]);
    });
    // The app leaves for the sign-in page: signed out, memory cleared; the change stays kept.
    signedIn = null;
    client.clear();
    expect(await waitingFor('ann')).toEqual(['butter']);

    answer = async () => ({ ok: true });
    signedIn = 'ann';
    await restoreOfflineChanges(client);
    expect(sent).toEqual([
      { by: 'ann', variables: 'butter' },
      { by: 'ann', variables: 'butter' },
    ]);
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual([]));
  });

  it("never sends one person's changes with another's session", async () => {
    const client = page();
    await keepOfflineChanges(client, [[...TICK]], owner);
    void tick(client, 'butter');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter']));

    // Ann's session ends while her tick is still in memory (offline, nothing cleared); Bea signs in.
    signedIn = 'bea';
    onlineManager.setOnline(true);
    await restoreOfflineChanges(client);
    await client.resumePausedMutations();
    expect(sent).toEqual([]);
    expect(client.getMutationCache().getAll()).toEqual([]);
    expect(await offlineChangesWaiting(owner)).toBe(false);
    // Bea's own changes are hers, kept apart from Ann's.
    onlineManager.setOnline(false);
    void tick(client, 'rice');
    await vi.waitFor(async () => expect(await waitingFor('bea')).toEqual(['rice']));
    expect(await waitingFor('ann')).toEqual(['butter']);

    // Ann signs in on another page: hers go, with her session, and Bea's stay hers.
    onlineManager.setOnline(true);
    signedIn = 'ann';
    const next = page();
    await keepOfflineChanges(next, [[...TICK]], owner);
    expect(sent).toEqual([{ by: 'ann', variables: 'butter' }]);
    expect(await waitingFor('bea')).toEqual(['rice']);
  });

  it('drops a record left more than 30 days, and gives one kept before changes had owners to the person signed in', async () => {
    const client = page();
    await keepOfflineChanges(client, [[...TICK]], owner);
    void tick(client, 'butter');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter']));
    const kept = (await get('changes:ann', raw)) as Record;
    // An earlier version kept one record, for whoever was signed in: it is Ann's, sent, then gone.
    await forgetOfflineChanges();
    await set('paused', kept.state, raw);
    onlineManager.setOnline(true);
    await keepOfflineChanges(page(), [[...TICK]], owner);
    expect(sent).toEqual([{ by: 'ann', variables: 'butter' }]);
    expect(await get('paused', raw)).toBeUndefined();

    // A record older than 30 days is dropped unread.
    sent = [];
    await set('changes:ann', { ...kept, savedAt: Date.now() - 31 * 24 * 60 * 60 * 1000 }, raw);
    await keepOfflineChanges(page(), [[...TICK]], owner);
    expect(sent).toEqual([]);
  });

  it('forgets every waiting change on the device at a sign-out on purpose', async () => {
    const client = page();
    await keepOfflineChanges(client, [[...TICK]], owner);
    void tick(client, 'butter');
    await vi.waitFor(async () => expect(await waitingFor('ann')).toEqual(['butter']));
    await forgetOfflineChanges();
    expect(await waitingFor('ann')).toBeUndefined();
    expect(await offlineChangesWaiting(owner)).toBe(false);
  });
});
