// SPEC 4: deleting a video takes effect at once, without confirmation; the toast offers Undo for a few
// seconds (the server keeps the video restorable a while longer; see domain/videos/video-tutorials.ts).
import { t } from '@lingui/core/macro';
import { toast } from 'sonner';
import { useDeleteVideo, useRestoreVideo } from '../api/video-mutations';

export const UNDO_TOAST_MS = 8000;

export function useDeleteWithUndo() {
  const remove = useDeleteVideo();
  const restore = useRestoreVideo();
  const deleteVideo = (id: string, options: { onDeleted?: () => void; onRestored?: () => void } = {}) =>
    remove.mutate(id, {
      onSuccess: () => {
        options.onDeleted?.();
        toast.success(t`Success`, {
          description: t`Video deleted successfully`,
          duration: UNDO_TOAST_MS,
          action: {
            label: t`Undo`,
            onClick: () =>
              restore.mutate(id, {
                onSuccess: () => {
                  toast.success(t`Video restored`);
                  options.onRestored?.();
                },
                onError: () => toast.error(t`Failed to restore video`),
              }),
          },
        });
      },
      onError: () => toast.error(t`Failed to delete video`),
    });
  return { deleteVideo, isDeleting: remove.isPending };
}
