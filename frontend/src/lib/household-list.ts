import {
  type MutationKey,
  type QueryClient,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { ApiError, goneMeanwhile, refusedForSession } from './api-client';
import { keepAnswer } from './kept-answers';
import { refreshOnLive, useLiveConnected } from './live-updates';

// A list the whole household shares and changes from many devices at once: the shopping list and the
// pantry. Each is one cached answer of items, changed optimistically, refreshed by live updates, and
// its additions, changes and removals are kept across a reload offline (lib/offline-changes.ts). What
// differs between them (the request, the words, what a change does to an item) stays in the feature.

/** While live updates are down: how often an open list asks for changes made elsewhere. */
export const HOUSEHOLD_LIST_POLL_MS = 4000;

interface Item {
  id: string;
}

/** A change still waiting to be sent, as useMutationState reports it. */
export interface PendingChange {
  mutationKey: MutationKey | undefined;
  variables: unknown;
}

interface HouseholdListOptions<List extends { items: Item[] }> {
  /** The query-key root every query and mutation of the list carries. */
  root: string;
  /** The live message that refreshes it (lib/live-updates.ts). */
  live: 'pantry' | 'shopping';
  /** The GET path whose kept answer a reload offline draws (lib/kept-answers.ts). */
  path: string;
  /** The mutation names kept across a reload offline; stored by earlier versions, so never renamed. */
  names: { add: string; update: string; delete: string };
  /** The list with other items: what depends on them (a count to buy) follows. */
  withItems: (list: List, items: List['items']) => List;
}

type Items<List extends { items: Item[] }> = List['items'];
type Change<Input, Answer> = (queryClient: QueryClient) => {
  mutationKey: readonly string[];
  mutationFn: (input: Input) => Promise<Answer>;
  // biome-ignore lint/suspicious/noExplicitAny: react-query's callbacks, typed where each change is made.
  [callback: string]: any;
};

/** The cache, keys and change descriptions of one shared household list. */
export function householdList<List extends { items: Item[] }>(options: HouseholdListOptions<List>) {
  const keys = {
    all: [options.root] as const,
    current: () => [options.root, 'current'] as const,
    mutation: (name: string) => [options.root, 'mutation', name] as const,
  };
  refreshOnLive(options.live, keys.all);

  /** Whether other changes to the list are still on their way to the server. */
  const othersPending = (queryClient: QueryClient) => queryClient.isMutating({ mutationKey: keys.all }) > 1;

  /** Applies a change to the cached list; returns what was there for a rollback. */
  const patch = (queryClient: QueryClient, change: (items: Items<List>) => Items<List>): List | undefined => {
    const before = queryClient.getQueryData<List>(keys.current());
    if (before)
      queryClient.setQueryData<List>(keys.current(), options.withItems(before, change(before.items)));
    return before;
  };

  const rollback = (queryClient: QueryClient, context: { before?: List } | undefined) => {
    if (context?.before) queryClient.setQueryData<List>(keys.current(), context.before);
  };

  const list = {
    keys,
    names: options.names,
    /** The mutation keys kept across a reload offline: additions, changes and removals. */
    offlineKeys: (): MutationKey[] =>
      [options.names.add, options.names.update, options.names.delete].map(keys.mutation),
    othersPending,
    patch,
    rollback,

    /** Refetches the list once the last pending change has landed, so an older answer never undoes a newer one. */
    settle: async (queryClient: QueryClient) => {
      if (othersPending(queryClient)) return;
      await queryClient.invalidateQueries({ queryKey: keys.current() });
    },

    /**
     * Shows the whole list a change answered with, and keeps it as the answer a reload offline draws
     * (an addition is not laid over the kept answer once it has been sent).
     */
    show: (queryClient: QueryClient, answer: List) => {
      queryClient.setQueryData(keys.current(), answer);
      void keepAnswer(options.path, answer);
    },

    /** The list as the household left it: changes and removals still waiting, over the last answer. */
    withPending: <Changes>(
      answer: List,
      pending: PendingChange[],
      changed: (item: Items<List>[number], changes: Changes) => Items<List>[number],
    ): List => {
      if (pending.length === 0) return answer;
      const is = (change: PendingChange, name: string) =>
        JSON.stringify(change.mutationKey) === JSON.stringify(keys.mutation(name));
      let items = answer.items;
      for (const change of pending) {
        if (is(change, options.names.delete)) items = items.filter((item) => item.id !== change.variables);
        if (is(change, options.names.update)) {
          const { id, changes } = change.variables as { id: string; changes: Changes };
          items = items.map((item) => (item.id === id ? changed(item, changes) : item));
        }
      }
      return items === answer.items ? answer : options.withItems(answer, items);
    },

    /** Adding: the answer is the whole list; a refusal says why when the input was at fault. */
    addition:
      <Input>(send: (input: Input) => Promise<List>, failed: () => string) =>
      (queryClient: QueryClient) => ({
        mutationKey: keys.mutation(options.names.add),
        mutationFn: send,
        onSuccess: (answer: List) => {
          list.show(queryClient, answer);
        },
        onError: (error: unknown) => {
          // The session ended: the addition waits for this person's next sign-in (lib/offline-changes.ts).
          if (refusedForSession(error)) return;
          toast.error(failed(), { description: inputFault(error) });
        },
      }),

    /**
     * Changing an item: the answer replaces it. An item removed meanwhile (another member, another
     * device) has nothing to change, so the change is dropped and the item goes.
     */
    change:
      <Changes>(
        send: (input: { id: string; changes: Changes }) => Promise<Items<List>[number]>,
        words: { gone: () => string; goneToast: string; failed: (error: unknown) => void },
      ) =>
      (queryClient: QueryClient) => ({
        mutationKey: keys.mutation(options.names.update),
        mutationFn: send,
        onSuccess: (item: Items<List>[number]) =>
          patch(queryClient, (items) => items.map((old) => (old.id === item.id ? item : old))),
        onError: (error: unknown, { id }: { id: string }, context: { before?: List } | undefined) => {
          // The session ended: the change waits for this person's next sign-in, and the sign-in page says why.
          if (refusedForSession(error)) return;
          if (goneMeanwhile(error)) {
            patch(queryClient, (items) => items.filter((item) => item.id !== id));
            toast.info(words.gone(), { id: words.goneToast });
            return;
          }
          rollback(queryClient, context);
          words.failed(error);
        },
        onSettled: () => list.settle(queryClient),
      }),

    /** Removing an item; the request treats one someone already removed as done. */
    removal:
      (send: (id: string) => Promise<void>, words: { removed: () => string; failed: () => string }) =>
      (queryClient: QueryClient) => ({
        mutationKey: keys.mutation(options.names.delete),
        mutationFn: send,
        onSuccess: () => {
          toast.success(words.removed());
        },
        onError: (error: unknown, _id: string, context: { before?: List } | undefined) => {
          // The session ended: the removal waits for this person's next sign-in (lib/offline-changes.ts).
          if (refusedForSession(error)) return;
          rollback(queryClient, context);
          toast.error(words.failed());
        },
        onSettled: () => list.settle(queryClient),
      }),
  };
  return list;
}

/** The server's words when it refused the input itself (400), shown under a failure toast. */
export const inputFault = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : undefined;

/** How kept changes are sent once restored: the same request and follow-up as the screen's own. */
export function registerChanges(queryClient: QueryClient, changes: Change<never, unknown>[]) {
  for (const change of changes) {
    const { mutationKey, ...rest } = change(queryClient);
    queryClient.setMutationDefaults(mutationKey, rest);
  }
}

/** Removes an item at once, and puts it back if the server refuses. */
export function useRemoval<List extends { items: Item[] }>(
  list: ReturnType<typeof householdList<List>>,
  removal: ReturnType<ReturnType<typeof householdList<List>>['removal']>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...removal(queryClient),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: list.keys.current() });
      return { before: list.patch(queryClient, (items) => items.filter((item) => item.id !== id)) };
    },
  });
}

/**
 * The household's list, kept fresh by live updates (lib/live-updates.ts) and on focus; only while the
 * socket is down does it poll, and never during a change of this tab's own. Changes still waiting to be
 * sent, including those restored after a reload offline, are laid over it.
 */
export function useHouseholdList<List extends { items: Item[] }>(
  list: ReturnType<typeof householdList<List>>,
  get: (signal?: AbortSignal) => Promise<List>,
  withPending: (answer: List, pending: PendingChange[]) => List,
) {
  const queryClient = useQueryClient();
  const live = useLiveConnected();
  const answer = useQuery({
    queryKey: list.keys.current(),
    queryFn: ({ signal }) => get(signal),
    refetchOnWindowFocus: 'always',
    refetchInterval: () =>
      live || queryClient.isMutating({ mutationKey: list.keys.all }) > 0 ? false : HOUSEHOLD_LIST_POLL_MS,
  });
  const pending = useMutationState({
    filters: { mutationKey: list.keys.all, status: 'pending' },
    select: (mutation) => ({
      mutationKey: mutation.options.mutationKey,
      variables: mutation.state.variables,
    }),
  });
  const data = useMemo(
    () => answer.data && withPending(answer.data, pending),
    [answer.data, pending, withPending],
  );
  return { data, isError: answer.isError, refetch: answer.refetch };
}
