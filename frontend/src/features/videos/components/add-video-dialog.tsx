// Add Video (SPEC 2, 5): From URL needs a title and a video URL; Upload needs a title and a file (MP4,
// MOV or AVI, at most 100MB), sent straight to storage with a progress bar and Cancel.
import { VIDEO_MESSAGES } from '@contracts/videos';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { UploadCancelled, uploadVideo } from '../api/upload-video';
import { useCreateVideo } from '../api/video-mutations';
import { minutesOf, parseDuration, VIDEO_FILE_ACCEPT, videoFileProblem } from '../lib/video-file';
import { readLocalVideo } from '../lib/video-frame';
import { videoErrors } from '../lib/video-messages';
import { emptyDetails, type VideoDetails, VideoDetailsFields } from './video-details-fields';

/** An address, the same in every language. */
const VIDEO_URL_EXAMPLE = 'https://www.youtube.com/watch?v=…';

type Errors = Partial<Record<'title' | 'duration' | 'url' | 'file', string>>;

function checkDetails(details: VideoDetails): { errors: Errors; duration: number | null } {
  const errors: Errors = {};
  if (!details.title.trim()) errors.title = VIDEO_MESSAGES.title;
  const duration = parseDuration(details.duration);
  if (duration.error) errors.duration = duration.error;
  return { errors, duration: duration.value };
}

const messageOf = (error: unknown) =>
  error instanceof ApiError || (error instanceof Error && !(error instanceof TypeError))
    ? error.message
    : undefined;

function LinkTab({ onDone }: { onDone: () => void }) {
  const [details, setDetails] = useState<VideoDetails>(emptyDetails);
  const { t: tr } = useLingui();
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateVideo();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, duration } = checkDetails(details);
    if (!url.trim()) found.url = VIDEO_MESSAGES.url;
    setErrors(videoErrors(found));
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        source: 'url',
        videoUrl: url.trim(),
        title: details.title,
        description: details.description,
        durationMinutes: duration,
        isPublic: details.isPublic,
      },
      {
        onSuccess: () => {
          toast.success(t`Video tutorial added successfully`);
          onDone();
        },
        onError: (error) => toast.error(t`Failed to add video tutorial`, { description: messageOf(error) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField
        label={tr`Video URL`}
        hint={tr`A YouTube or Vimeo link, or any video address`}
        error={errors.url}
      >
        <Input
          type="url"
          value={url}
          placeholder={VIDEO_URL_EXAMPLE}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      <VideoDetailsFields idPrefix="video-link" value={details} onChange={setDetails} errors={errors} />
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? <Spinner /> : null}
        {create.isPending ? tr`Adding...` : tr`Add Video`}
      </Button>
    </form>
  );
}

function UploadTab({ onDone, onBusyChange }: { onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const [details, setDetails] = useState<VideoDetails>(emptyDetails);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const { t: tr } = useLingui();
  const abort = useRef<AbortController | null>(null);
  const create = useCreateVideo();
  const busy = progress !== null || create.isPending;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setErrors((current) => ({
      ...current,
      file: chosen ? videoErrors({ file: videoFileProblem(chosen) ?? undefined }).file : undefined,
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, duration } = checkDetails(details);
    const problem = videoFileProblem(file);
    if (problem) found.file = problem;
    setErrors(videoErrors(found));
    if (Object.keys(found).length > 0 || !file) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onBusyChange(true);
    try {
      const local = await readLocalVideo(file);
      const uploaded = await uploadVideo(file, local.poster, {
        signal: controller.signal,
        onProgress: setProgress,
      });
      await create.mutateAsync({
        source: 'upload',
        uploadId: uploaded.uploadId,
        hasPoster: uploaded.hasPoster,
        title: details.title,
        description: details.description,
        durationMinutes: duration ?? minutesOf(local.durationSeconds ?? Number.NaN),
        isPublic: details.isPublic,
      });
      toast.success(t`Video tutorial uploaded successfully`);
      onDone();
    } catch (error) {
      if (error instanceof UploadCancelled) toast.info(t`Upload cancelled`);
      else toast.error(t`Failed to upload video tutorial`, { description: messageOf(error) });
    } finally {
      setProgress(null);
      abort.current = null;
      onBusyChange(false);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label={tr`Video file`} hint={tr`MP4, MOV or AVI, up to 100MB`} error={errors.file}>
        <Input
          type="file"
          accept={VIDEO_FILE_ACCEPT}
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="py-2 file:me-3 file:rounded-lg file:border-0 file:bg-cream-200 file:px-3 file:py-1 file:font-semibold"
        />
      </FormField>
      <VideoDetailsFields
        idPrefix="video-upload"
        value={details}
        onChange={setDetails}
        errors={errors}
        disabled={busy}
      />
      {progress !== null ? (
        <div className="space-y-2">
          <div
            role="progressbar"
            aria-label={tr`Upload progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 overflow-hidden rounded-full bg-cream-200"
          >
            <div className="h-full bg-sage-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <div className="flex items-center justify-between text-sm text-ink-muted">
            <span aria-live="polite">{percent < 100 ? tr`Uploading... ${percent}%` : tr`Saving...`}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={percent >= 100}
              onClick={() => abort.current?.abort()}
            >
              <Trans>Cancel upload</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? tr`Uploading...` : tr`Upload Video`}
      </Button>
    </form>
  );
}

type AddVideoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: React.ReactNode;
};

export function AddVideoDialog({ open, onOpenChange, trigger }: AddVideoDialogProps) {
  const { t: tr } = useLingui();
  const [busy, setBusy] = useState(false);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      {trigger}
      <DialogContent
        title={tr`Add Video Tutorial`}
        description={tr`Save a video link or upload your own video.`}
      >
        <Tabs defaultValue="url">
          <TabsList>
            <TabsTrigger value="url" disabled={busy}>
              <Link2 aria-hidden="true" />
              <Trans>From URL</Trans>
            </TabsTrigger>
            <TabsTrigger value="upload" disabled={busy}>
              <Upload aria-hidden="true" />
              <Trans>Upload</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="url">
            <LinkTab onDone={close} />
          </TabsContent>
          <TabsContent value="upload">
            <UploadTab onDone={close} onBusyChange={setBusy} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
