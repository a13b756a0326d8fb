// Adding, saving, deleting and restoring videos; each refreshes the lists it changed.
import { type CreateVideoRequest, deletedVideo, videoView } from '@contracts/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { videoKeys } from './keys';

const path = (id: string) => `/videos/${encodeURIComponent(id)}`;

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateVideoRequest) => api.post('/videos', request, videoView),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.lists() }),
  });
}

/** Save to My Videos: a private copy owned by the caller. */
export function useCopyVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`${path(id)}/copy`, {}, videoView),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.list('mine') }),
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(path(id), deletedVideo),
    onSuccess: (_deleted, id) => {
      queryClient.removeQueries({ queryKey: videoKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
    },
  });
}

export function useRestoreVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`${path(id)}/restore`, {}, videoView),
    onSuccess: (video) => {
      queryClient.setQueryData(videoKeys.detail(video.id), video);
      return queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
    },
  });
}
