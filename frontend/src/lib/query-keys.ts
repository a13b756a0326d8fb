// The hierarchical query keys of the lists shown a page at a time (issue 34). Apart from query-pages.ts:
// the first script builds Home's address from lib/recipes/keys.ts, and TanStack Query's hooks, which
// query-pages.ts imports, would come into it with them (4.2 KB gz, issue 35's initial JS).
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
