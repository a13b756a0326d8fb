import type { VideoView } from '@contracts/videos';
import { useLingui } from '@lingui/react/macro';
import { Video } from 'lucide-react';
import { cn } from '@/lib/cn';

type VideoPlayerProps = {
  video: Pick<VideoView, 'title' | 'videoType' | 'embedUrl' | 'playbackUrl' | 'posterUrl'>;
  /** The detail page plays with controls; a card shows a still preview. */
  variant: 'card' | 'detail';
  className?: string;
};

/** Uploads (and direct file links) in the native player with their poster; YouTube, Vimeo and other pages in a frame. */
export function VideoPlayer({ video, variant, className }: VideoPlayerProps) {
  const { t } = useLingui();
  const frame = cn('aspect-video w-full overflow-hidden bg-terracotta-950/90', className);
  if (video.playbackUrl) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: uploaded cooking videos come without caption files
      <video
        className={cn(frame, 'object-contain')}
        src={video.playbackUrl}
        poster={video.posterUrl ?? undefined}
        controls={variant === 'detail'}
        preload="metadata"
        playsInline
        aria-label={variant === 'detail' ? t`Video: ${video.title}` : undefined}
        aria-hidden={variant === 'card' ? true : undefined}
      />
    );
  }
  if (video.embedUrl) {
    const known = video.videoType === 'youtube' || video.videoType === 'vimeo';
    return (
      <iframe
        className={frame}
        src={video.embedUrl}
        title={video.title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        // Other sites' pages run in a sandbox; the two known players need their scripts and storage.
        sandbox={known ? undefined : 'allow-scripts allow-same-origin allow-presentation allow-popups'}
      />
    );
  }
  return (
    <div className={cn(frame, 'flex items-center justify-center text-cream-200')}>
      <Video aria-hidden="true" className="size-10" />
    </div>
  );
}
