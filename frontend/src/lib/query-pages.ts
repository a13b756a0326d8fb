// What the lists shown a page at a time share (issue 34): their hierarchical keys, and reading one
// page after another by the cursor each page ends with.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Keys for things listed and shown one at a time, under `root`: a mutation invalidates the narrowest
 * prefix that covers what it changed (a list, all lists, one thing, everything).
 */
export function listDetailKeys<const Root extends string, ListParams>(root: Root) {
  return {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    list: (params: ListParams) => [root, 'list', params] as const,
    details: () => [root, 'detail'] as const,
    detail: (id: string) => [root, 'detail', id] as const,
  };
}

/** A list read a page at a time: each page says where the next one starts (null: it was the last). */
export function cursorPagesOptions<TPage extends { nextCursor: string | null }, TKey extends QueryKey>(
  queryKey: TKey,
  getPage: (cursor: string | null, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: TPage) => lastPage.nextCursor,
  });
}
