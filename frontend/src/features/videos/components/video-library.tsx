// The video library (SPEC 2): My Videos or Community Videos, newest first, a page at a time.
import type { VideoScope } from '@contracts/videos';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Video } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToggleButton, type ToggleLook } from '@/components/ui/toggle-button';
import { cn } from '@/lib/cn';
import { useVideos } from '../api/get-videos';
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo';
import { VideoCard } from './video-card';

const scopes: { value: VideoScope; label: MessageDescriptor }[] = [
  { value: 'mine', label: msg`My Videos` },
  { value: 'community', label: msg`Community Videos` },
];

const scopeLook: ToggleLook = {
  base: cn(
    'h-10 cursor-pointer rounded-xl px-4 text-sm font-semibold text-ink-muted transition-colors',
    'focus-visible:outline-2 focus-visible:outline-terracotta-600',
  ),
  on: 'bg-white text-terracotta-800 shadow-sm',
  off: 'hover:text-terracotta-800',
};

export function VideoScopeToggle({
  scope,
  onChange,
}: {
  scope: VideoScope;
  onChange: (scope: VideoScope) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="inline-flex gap-1 rounded-2xl bg-cream-200/80 p-1">
      <legend className="sr-only">
        <Trans>Show</Trans>
      </legend>
      {scopes.map((option) => (
        <ToggleButton
          key={option.value}
          look={scopeLook}
          pressed={scope === option.value}
          onClick={() => onChange(option.value)}
        >
          {i18n._(option.label)}
        </ToggleButton>
      ))}
    </fieldset>
  );
}

function NoVideos({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      icon={Video}
      title={<Trans>No video tutorials yet</Trans>}
      action={
        <Button onClick={onAdd}>
          <Trans>Add Video</Trans>
        </Button>
      }
    >
      <Trans>Add your first video tutorial to get started</Trans>
    </EmptyState>
  );
}

export function VideoLibrary({ scope, onAdd }: { scope: VideoScope; onAdd: () => void }) {
  const { t: tr } = useLingui();
  const videos = useVideos(scope);
  const { deleteVideo, isDeleting } = useDeleteWithUndo();
  const items = videos.data?.pages.flatMap((page) => page.videos) ?? [];

  useEffect(() => {
    if (videos.isError) toast.error(t`Failed to load video tutorials`);
  }, [videos.isError]);

  if (videos.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-terracotta-700">
        <Spinner />
        <Trans>Loading video tutorials...</Trans>
      </p>
    );
  }
  if (videos.isError) {
    return (
      <div className="py-16 text-center">
        <p className="text-ink-muted">
          <Trans>Failed to load video tutorials</Trans>
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void videos.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <NoVideos onAdd={onAdd} />;
  return (
    <>
      <ul
        aria-label={scope === 'mine' ? tr`My Videos` : tr`Community Videos`}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} onDelete={(id) => deleteVideo(id)} deleting={isDeleting} />
          </li>
        ))}
      </ul>
      {videos.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            disabled={videos.isFetchingNextPage}
            onClick={() => void videos.fetchNextPage()}
          >
            {videos.isFetchingNextPage ? <Spinner /> : null}
            <Trans>Load more videos</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}
