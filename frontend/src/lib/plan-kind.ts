// What meal plans and dinner-party menus share (issue 34): keys under their own root refreshed by live
// changes, the list and one plan read, create (then open its page) and delete with the toasts each says
// in its own words, and a change merged into one cached plan. Each feature gives its routes and messages.

import type { LiveKind } from '@contracts/live';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { refreshOnLive } from '@/lib/live-updates';

type PlanKind<Summary, Detail, CreateInput> = {
  root: string;
  /** The address of the list of plans, and of one plan's page. */
  listPage: string;
  page: (id: string) => string;
  live: Exclude<LiveKind, 'household'>;
  list: (signal: AbortSignal) => Promise<Summary[]>;
  one: (id: string, signal: AbortSignal) => Promise<Detail>;
  create: (input: CreateInput) => Promise<Summary>;
  remove: (id: string) => Promise<unknown>;
  /** The toasts (functions: the words are read in the language of the moment). */
  said: {
    created: () => string;
    createFailed: (error: Error) => [string, { description?: string }?];
    deleted: () => string;
    deleteFailed: () => string;
  };
};

/** The server's own words for a refusal (SPEC 8), none for a failure of ours. */
export const refusal = (error: Error) =>
  error instanceof ApiError && error.status < 500 ? error.message : undefined;

export function planKind<Summary extends { id: string }, Detail, CreateInput>(
  kind: PlanKind<Summary, Detail, CreateInput>,
) {
  const keys = {
    all: [kind.root] as const,
    list: () => [kind.root, 'list'] as const,
    detail: (id: string) => [kind.root, 'detail', id] as const,
  };
  refreshOnLive(kind.live, keys.all);

  const listOptions = () =>
    queryOptions({ queryKey: keys.list(), queryFn: ({ signal }) => kind.list(signal) });
  const detailOptions = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => kind.one(id, signal),
      // A plan that is not there (or not ours) will not appear by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    });

  return {
    keys,
    listPage: kind.listPage,
    page: kind.page,
    listOptions,
    detailOptions,
    useList: () => useQuery(listOptions()),
    /** One plan for its page (SPEC 2): one that cannot be loaded sends the cook back to the list, told why. */
    useOneOrBack(id: string, failed: string) {
      const plan = useQuery(detailOptions(id));
      const navigate = useNavigate();
      useEffect(() => {
        if (!plan.isError) return;
        toast.error(failed);
        void navigate(kind.listPage, { replace: true });
      }, [plan.isError, failed, navigate, kind.listPage]);
      return plan;
    },
    /** Merges a change into the cached plan, if it is cached. */
    patch: (queryClient: QueryClient, id: string, change: (plan: Detail) => Detail) =>
      queryClient.setQueryData<Detail>(keys.detail(id), (plan) => (plan ? change(plan) : plan)),
    /**
     * A New dialog's create (`create.isPending` while it works) and its save: creates the plan, then
     * closes the dialog (`close`) and opens the plan's page.
     */
    useCreateAndOpen(close: () => void) {
      const queryClient = useQueryClient();
      const navigate = useNavigate();
      const create = useMutation({
        mutationFn: kind.create,
        onSuccess: () => {
          toast.success(kind.said.created());
          return queryClient.invalidateQueries({ queryKey: keys.list() });
        },
        onError: (error) => toast.error(...kind.said.createFailed(error)),
      });
      const save = (values: CreateInput) =>
        create.mutate(values, {
          onSuccess: (made) => {
            close();
            navigate(kind.page(made.id));
          },
        });
      return { create, save };
    },
    useDelete() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: kind.remove,
        onSuccess: (_, id) => {
          toast.success(kind.said.deleted());
          queryClient.removeQueries({ queryKey: keys.detail(id) });
          return queryClient.invalidateQueries({ queryKey: keys.list() });
        },
        onError: () => toast.error(kind.said.deleteFailed()),
      });
    },
  };
}
