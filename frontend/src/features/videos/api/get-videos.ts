import type { VideoPage, VideoScope, VideoView } from '@contracts/videos';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { cursorPagesOptions } from '@/lib/query-pages';
import { videoKeys } from './keys';

// The video screens' first reads are typed by the contract but not parsed with its schema, like Home's
// cards: the screen does not wait for zod and the contract to load and build (issue 35).

/** One page of My Videos or Community Videos, newest first. */
export function getVideos(scope: VideoScope, cursor: string | null, signal?: AbortSignal) {
  return route(
    'GET /videos',
    { query: { scope, cursor: cursor || undefined }, signal },
    unchecked<VideoPage>(),
  );
}

export const videosQueryOptions = (scope: VideoScope) =>
  cursorPagesOptions(videoKeys.list(scope), (cursor, signal) => getVideos(scope, cursor, signal));

export function useVideos(scope: VideoScope) {
  return useInfiniteQuery(videosQueryOptions(scope));
}

export function getVideo(id: string, signal?: AbortSignal) {
  return route('GET /videos/{id}', { params: { id }, signal }, unchecked<VideoView>());
}

export const videoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) => getVideo(id, signal),
    retry: false,
  });

export function useVideo(id: string) {
  return useQuery(videoQueryOptions(id));
}
