// Adding, saving, deleting and restoring videos; each refreshes the lists it changed.
import type { CreateVideoRequest } from '@contracts/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { videoKeys } from './keys';

// The answers are checked against the contract, which loads with the first of them: the video screens
// open without zod (issue 35).
const videos = () => import('@contracts/videos');
const videoView = () => videos().then((contract) => contract.videoView);
const deletedVideo = () => videos().then((contract) => contract.deletedVideo);

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateVideoRequest) => route('POST /videos', { body: request }, videoView),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.lists() }),
  });
}

/** Save to My Videos: a private copy owned by the caller. */
export function useCopyVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => route('POST /videos/{id}/copy', { params: { id }, body: {} }, videoView),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.list('mine') }),
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => route('DELETE /videos/{id}', { params: { id } }, deletedVideo),
    onSuccess: (_deleted, id) => {
      queryClient.removeQueries({ queryKey: videoKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
    },
  });
}

export function useRestoreVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => route('POST /videos/{id}/restore', { params: { id }, body: {} }, videoView),

    onSuccess: (video) => {
      queryClient.setQueryData(videoKeys.detail(video.id), video);
      return queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
    },
  });
}
