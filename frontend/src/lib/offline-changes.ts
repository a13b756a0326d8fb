// Changes made offline (TanStack Query's paused mutations) are kept in IndexedDB, so a reload, a closed
// tab or a phone that drops the page still sends them when the connection returns. A restored change
// runs with the mutation defaults its feature registered (setMutationDefaults): its request and what
// follows it.
// Whose they are matters (issue 40). They are kept per person (one record per user id) and sent only
// with that person's session:
// - a session that ends before they could go (signed out everywhere, a password reset, a sign-in that
//   expired) leaves them waiting: a change the server refuses with a 401 still counts as waiting, and
//   nothing is written while no one is signed in, so clearing the cache as the session ends loses none;
//   they go when the same person signs in again (restoreOfflineChanges, on each sign-in);
// - another person signing in on the device neither sees nor sends them: a sign-in restores only its
//   own person's record, and drops from memory any change made under another;
// - signing out on purpose forgets every change waiting on the device (nothing private stays behind);
// - a record left 30 days is dropped unread, like the answers kept for reading offline.

import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Mutation,
  type MutationKey,
  type QueryClient,
} from '@tanstack/react-query';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { refusedForSession } from './api-client';

let opened: UseStore | undefined;
const store = () => {
  opened ??= createStore('hearth-offline-changes', 'changes');
  return opened;
};
/** Where changes were kept before they had an owner (one record for whoever was signed in). */
const UNOWNED = 'paused';
const recordOf = (owner: string) => `changes:${owner}`;
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;

interface Kept {
  savedAt: number;
  state: DehydratedState;
}

/** Who is signed in now (their user id), or null: read at every save and sign-in. */
export type Owner = () => string | null;

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

interface Keeping {
  restore: () => Promise<void>;
}
const keeping = new WeakMap<QueryClient, Keeping>();

/** A change on its way, or refused because the session ended, is written as one still to send. */
const stillToSend = (mutation: DehydratedState['mutations'][number]): DehydratedState['mutations'][number] =>
  mutation.state.isPaused
    ? mutation
    : {
        ...mutation,
        state: {
          ...mutation.state,
          status: 'pending',
          isPaused: true,
          error: null,
          failureCount: 0,
          failureReason: null,
        },
      };

/** The same change: its kind and what it changes (a copy's times may differ from when it was saved). */
const sameChange = (kept: DehydratedState['mutations'][number], held: AnyMutation) =>
  JSON.stringify(kept.mutationKey) === JSON.stringify(held.options.mutationKey) &&
  JSON.stringify(kept.state.variables) === JSON.stringify(held.state.variables);

/** The record less one copy of each change held in memory (two alike stay two). */
function withoutCopiesOf(state: DehydratedState, held: AnyMutation[]): DehydratedState {
  const unmatched = [...held];
  const mutations = state.mutations.filter((kept) => {
    const at = unmatched.findIndex((mutation) => sameChange(kept, mutation));
    if (at < 0) return true;
    unmatched.splice(at, 1);
    return false;
  });
  return { ...state, mutations };
}

async function readKept(owner: string): Promise<Kept | undefined> {
  try {
    const kept = (await get(recordOf(owner), store())) as Kept | undefined;
    // Kept by an earlier version of the app, for whoever was signed in then: this person's.
    const unowned = (await get(UNOWNED, store())) as DehydratedState | undefined;
    if (unowned) {
      await del(UNOWNED, store());
      const mutations = [...(kept?.state.mutations ?? []), ...unowned.mutations];
      return { savedAt: Date.now(), state: { ...unowned, mutations } };
    }
    if (kept && Date.now() - kept.savedAt > KEPT_MS) {
      await del(recordOf(owner), store());
      return undefined;
    }
    return kept;
  } catch {
    // A browser without storage (private mode) still works; its offline changes last the page only.
    return undefined;
  }
}

/**
 * Restores the changes the signed-in person left waiting (an earlier page, or a session that ended),
 * then keeps their waiting ones as they change. Once per query client; a later sign-in restores again
 * (restoreOfflineChanges).
 */
export async function keepOfflineChanges(
  queryClient: QueryClient,
  kept: MutationKey[],
  owner: Owner,
): Promise<void> {
  if (typeof indexedDB === 'undefined' || keeping.has(queryClient)) return;
  const cache = queryClient.getMutationCache();
  const isKept = (mutation: AnyMutation) => {
    const mutationKey = mutation.options.mutationKey;
    return mutationKey !== undefined && kept.some((key) => key.every((part, i) => part === mutationKey[i]));
  };
  // A change stays kept until it is settled: waiting, on its way (the answer may be a 401, after which
  // no one is signed in to write it again) or refused because the session ended. One on its way when
  // the page dies is sent again by the next: ticks and removals are the same sent twice (a removal of a
  // line already gone counts as done); an addition could count twice, a rarer harm than a lost change.
  // Whose each change is: the person signed in when it was made (or whose record it was restored from).
  const owners = new WeakMap<AnyMutation, string>();
  const waiting = (mutation: AnyMutation, who: string) =>
    isKept(mutation) &&
    owners.get(mutation) === who &&
    (mutation.state.status === 'pending' || refusedForSession(mutation.state.error));

  // Whose record this page has read and merged. Until it has, a save would write over changes an
  // earlier page left in the record, so none is written: restore's own save writes them all.
  let restoredFor: string | null = null;
  // The changes this page knows are in the record: each save writes every waiting change in memory.
  const inTheRecord = new WeakSet<AnyMutation>();

  // Written at once (no await before set), so the last change's save is the last write.
  const save = () => {
    const who = owner();
    if (!who || who !== restoredFor) return Promise.resolve();
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation) => {
        const kept = waiting(mutation, who);
        if (kept) inTheRecord.add(mutation);
        return kept;
      },
    });
    const record: Kept = {
      savedAt: Date.now(),
      state: { ...state, mutations: state.mutations.map(stillToSend) },
    };
    return set(recordOf(who), record, store()).catch(() => undefined);
  };

  cache.subscribe((event) => {
    const mutation = event.mutation as AnyMutation | undefined;
    if (!mutation || !isKept(mutation)) return;
    if (event.type === 'added') {
      const who = owner();
      if (who) owners.set(mutation, who);
    }
    // A change leaving memory (the cache cleared as a session ends, or collected once settled) changes
    // nothing kept: what was sent was written when it succeeded.
    if (event.type !== 'removed') void save();
  });

  const restoreNow = async () => {
    const who = owner();
    if (!who) return;
    restoredFor = null;
    const record = await readKept(who);
    // What waits in memory is either another person's (never sent with this session) or also in this
    // person's record: it makes way for the record. A change on its way, or one that has landed or
    // failed while the record was read, stays, and the record's copy of it is dropped (below).
    // What this page saved and still holds (on its way, or settled since): the record may have a copy of
    // each, which must not become a second change, sent twice (a removal that landed while the page's
    // first idle second read the record was sent again, and "Item removed" showed twice).
    const held: AnyMutation[] = [];
    for (const mutation of cache.getAll() as AnyMutation[]) {
      if (!isKept(mutation)) continue;
      const waitingHere = mutation.state.isPaused || refusedForSession(mutation.state.error);
      // Only a change this page saved can be in the record: one made before the record was read (a cook
      // ticking the list the moment the page opens) is this page's own and stays.
      const kept = record !== undefined && inTheRecord.has(mutation) && waitingHere;
      if (owners.get(mutation) !== who || kept) cache.remove(mutation);
      else if (inTheRecord.has(mutation)) held.push(mutation);
    }
    if (record) hydrate(queryClient, withoutCopiesOf(record.state, held));
    restoredFor = who;
    await save();
    await queryClient.resumePausedMutations();
  };
  // One restore at a time: two at once (the page opening and a sign-in) would each read the record
  // and each put its changes in memory, so every waiting change would be sent twice.
  let last: Promise<void> = Promise.resolve();
  const restore = () => {
    last = last.catch(() => undefined).then(restoreNow);
    return last;
  };
  keeping.set(queryClient, { restore });
  await restore();
}

/** After a sign-in: sends the changes this person left waiting (none of anyone else's). */
export async function restoreOfflineChanges(queryClient: QueryClient): Promise<void> {
  await keeping.get(queryClient)?.restore();
}

/**
 * Whether changes wait for the person signed in now. Only then does a page that is not the list restore
 * them (app/waiting-changes.ts): reading the store is all a page costs that has nothing to send (issue 35).
 */
export async function offlineChangesWaiting(owner: Owner): Promise<boolean> {
  const who = owner();
  if (typeof indexedDB === 'undefined' || !who) return false;
  try {
    const kept = (await get(recordOf(who), store())) as Kept | undefined;
    const unowned = (await get(UNOWNED, store())) as DehydratedState | undefined;
    return (kept?.state.mutations.length ?? 0) > 0 || (unowned?.mutations.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/** Drops every change still waiting on the device, whoever's (at a sign-out on purpose). */
export async function forgetOfflineChanges(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clear(store()).catch(() => undefined);
}
