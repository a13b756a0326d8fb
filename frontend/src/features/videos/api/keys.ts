import type { VideoScope } from '@contracts/videos';

// Hierarchical keys: a mutation invalidates the narrowest prefix that covers what it changed.
export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (scope: VideoScope) => [...videoKeys.lists(), scope] as const,
  details: () => [...videoKeys.all, 'detail'] as const,
  detail: (id: string) => [...videoKeys.details(), id] as const,
};
