import { type VideoPage, type VideoScope, videoPage, videoView } from '@contracts/videos';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { videoKeys } from './keys';

/** One page of My Videos or Community Videos, newest first. */
export function getVideos(scope: VideoScope, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ scope });
  if (cursor) search.set('cursor', cursor);
  return api.get(`/videos?${search}`, videoPage, signal);
}

export const videosQueryOptions = (scope: VideoScope) =>
  infiniteQueryOptions({
    queryKey: videoKeys.list(scope),
    queryFn: ({ pageParam, signal }) => getVideos(scope, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: VideoPage) => lastPage.nextCursor,
  });

export function useVideos(scope: VideoScope) {
  return useInfiniteQuery(videosQueryOptions(scope));
}

export function getVideo(id: string, signal?: AbortSignal) {
  return api.get(`/videos/${encodeURIComponent(id)}`, videoView, signal);
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
