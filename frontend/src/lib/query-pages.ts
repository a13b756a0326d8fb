// Reading a list shown a page at a time, one page after another by the cursor each page ends with
// (issue 34). Their keys are in query-keys.ts.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

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
