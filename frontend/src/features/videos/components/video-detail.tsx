// One video (SPEC 2): player with controls, Public badge, Description, 'Duration: N minutes',
// Save to My Videos for someone else's public video, Delete Video (with Undo) for the owner.
import type { VideoView } from '@contracts/videos';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { alreadyAnnounced } from '@/lib/api-client';
import { useCopyVideo } from '../api/video-mutations';
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo';
import { VideoPlayer } from './video-player';

export function VideoActions({ video }: { video: VideoView }) {
  const { t: tr } = useLingui();
  const navigate = useNavigate();
  const copy = useCopyVideo();
  const { deleteVideo, isDeleting } = useDeleteWithUndo();
  if (video.isOwner) {
    return (
      <Button
        variant="danger"
        size="sm"
        disabled={isDeleting}
        onClick={() =>
          deleteVideo(video.id, {
            onDeleted: () => void navigate('/video-tutorials'),
            onRestored: () => void navigate(`/video/${video.id}`),
          })
        }
      >
        <Trash2 aria-hidden="true" />
        <Trans>Delete Video</Trans>
      </Button>
    );
  }
  if (!video.isPublic) return null;
  return (
    <Button
      size="sm"
      disabled={copy.isPending}
      onClick={() =>
        copy.mutate(video.id, {
          onSuccess: () =>
            toast.success(t`Video saved!`, { description: t`This video has been added to your collection` }),
          onError: (error) => {
            if (!alreadyAnnounced(error)) toast.error(t`Failed to save video`);
          },
        })
      }
    >
      <Plus aria-hidden="true" />
      {copy.isPending ? tr`Saving...` : tr`Save to My Videos`}
    </Button>
  );
}

/** `comments` renders below the description (public videos show the comments section there). */
export function VideoDetail({ video, comments }: { video: VideoView; comments?: ReactNode }) {
  const { t: tr } = useLingui();
  const minutes = video.durationMinutes ?? 0;
  return (
    <div className="space-y-6">
      <div className="overflow-hidden rounded-3xl border border-cream-300/80 bg-terracotta-950 shadow-sm">
        <VideoPlayer video={video} variant="detail" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {video.isPublic ? (
          <Badge tone="tag">
            <Trans context="video visibility">Public</Trans>
          </Badge>
        ) : null}
        {video.durationMinutes ? (
          <p className="text-sm font-medium text-ink-muted">
            {
              // SPEC 2's English says 'Duration: N minutes' for every N; other languages use their forms.
              plural(minutes, { one: 'Duration: # minutes', other: 'Duration: # minutes' })
            }
          </p>
        ) : null}
        <div className="ms-auto">
          <VideoActions video={video} />
        </div>
      </div>
      <section
        aria-labelledby="video-description"
        className="rounded-2xl border border-cream-300/80 bg-white/85 p-6"
      >
        <h2 id="video-description" className="text-xl font-semibold text-terracotta-900">
          <Trans>Description</Trans>
        </h2>
        <p className="mt-2 whitespace-pre-line text-ink">{video.description ?? tr`No description.`}</p>
      </section>
      {comments}
    </div>
  );
}
