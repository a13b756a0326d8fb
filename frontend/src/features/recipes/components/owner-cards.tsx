import type { RecipeDetail } from '@contracts/recipe-views';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/query-client';
import { useSaveNotes } from '../api/save-notes';
import { useSaveVideoLink } from '../api/save-video-link';
import { videoEmbedUrl } from '../lib/recipe-text';
import { EditableFieldCard } from './editable-field-card';

const VIDEO_URL_EXAMPLE = 'https://www.youtube.com/watch?v=…';

function VideoLink({ url, title }: { url: string; title: string }) {
  const embed = videoEmbedUrl(url);
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      {embed ? (
        <iframe
          src={embed}
          title={t`Video: ${title}`}
          className="aspect-video w-full rounded-xl"
          allow="encrypted-media; picture-in-picture; fullscreen"
          loading="lazy"
        />
      ) : null}
      <a
        href={url}
        target="_blank"
        rel="noreferrer noopener"
        className="inline-flex items-center gap-1.5 font-semibold break-all text-terracotta-700 underline-offset-4 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        {url}
      </a>
    </div>
  );
}

/** The owner's Video Link and Personal Notes cards (SPEC 6: no one else sees them). */
export function OwnerCards({ recipe }: { recipe: RecipeDetail }) {
  const saveNotes = useSaveNotes();
  const saveVideoLink = useSaveVideoLink();
  const { t } = useLingui();
  return (
    <>
      <EditableFieldCard
        title={t`Video Link`}
        fieldLabel={t`Video link`}
        value={recipe.videoUrl}
        placeholder={VIDEO_URL_EXAMPLE}
        emptyText={t`No video yet. Add a link to a video of this recipe.`}
        display={(url) => <VideoLink url={url} title={recipe.title} />}
        saving={saveVideoLink.isPending}
        onSave={(videoUrl) =>
          saveVideoLink.mutateAsync(
            { id: recipe.id, videoUrl },
            {
              onSuccess: () => toast.success(t`Video link saved successfully`),
              onError: (error) =>
                toast.error(t`Failed to save video link`, { description: errorMessage(error) }),
            },
          )
        }
      />
      <EditableFieldCard
        title={t`Personal Notes`}
        fieldLabel={t`Personal notes`}
        value={recipe.notes ?? null}
        multiline
        placeholder={t`Only you can see these notes`}
        emptyText={t`No notes yet. Only you will see them.`}
        saving={saveNotes.isPending}
        onSave={(notes) =>
          saveNotes.mutateAsync(
            { id: recipe.id, notes },
            {
              onSuccess: () => toast.success(t`Notes saved successfully`),
              onError: () => toast.error(t`Failed to save notes`),
            },
          )
        }
      />
    </>
  );
}
