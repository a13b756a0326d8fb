import type { VideoView } from '@contracts/videos';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { VideoPlayer } from './video-player';

type VideoCardProps = { video: VideoView; onDelete?: (id: string) => void; deleting?: boolean };

/** One video in the library grid: preview, title, Public badge, description, duration, View Details. */
export const VideoCard = memo(function VideoCard({ video, onDelete, deleting }: VideoCardProps) {
  const { t } = useLingui();
  const titleId = `video-card-${video.id}`;
  const to = `/video/${video.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-300/80 bg-white shadow-sm shadow-terracotta-900/5"
    >
      {video.embedUrl && !video.playbackUrl ? (
        <VideoPlayer video={video} variant="card" />
      ) : (
        <Link to={to} tabIndex={-1} aria-hidden="true" className="block">
          <VideoPlayer video={video} variant="card" />
        </Link>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-2">
          <h3 id={titleId} className="line-clamp-2 flex-1 font-display text-lg leading-snug font-semibold">
            <Link to={to} className="text-terracotta-900 hover:underline">
              {video.title}
            </Link>
          </h3>
          {video.isPublic ? (
            <Badge tone="tag">
              <Trans context="video visibility">Public</Trans>
            </Badge>
          ) : null}
        </div>
        {video.description ? (
          <p className="line-clamp-2 text-sm text-ink-muted">{video.description}</p>
        ) : null}
        {video.durationMinutes ? (
          <p className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-4" />
            <Trans>Duration: {video.durationMinutes} min</Trans>
          </p>
        ) : null}
        <div className="mt-auto flex items-center gap-2 pt-2">
          <Link to={to} aria-describedby={titleId} className={buttonClasses('outline', 'sm')}>
            <Trans>View Details</Trans>
          </Link>
          {video.isOwner && onDelete ? (
            <button
              type="button"
              aria-label={t`Delete video`}
              aria-describedby={titleId}
              disabled={deleting}
              onClick={() => onDelete(video.id)}
              className={cn(buttonClasses('ghost', 'sm'), 'ms-auto size-9 px-0 text-red-700 hover:bg-red-50')}
            >
              <Trash2 aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
});
