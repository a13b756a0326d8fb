// Add Video (SPEC 2, 5): From URL needs a title and a video URL; Upload needs a title and a file (MP4,
// MOV or AVI, at most 100MB), sent straight to storage with a progress bar and Cancel.
import { VIDEO_MESSAGES } from '@contracts/video-limits';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
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
import { videoMessage } from '../lib/video-messages';
import { emptyDetails, VideoDetailsFields } from './video-details-fields';

/** An address, the same in every language. */
const VIDEO_URL_EXAMPLE = 'https://www.youtube.com/watch?v=…';

const messageOf = (error: unknown) =>
  error instanceof ApiError || (error instanceof Error && !(error instanceof TypeError))
    ? error.message
    : undefined;

function LinkTab({ onDone }: { onDone: () => void }) {
  const { t: tr } = useLingui();
  // Every message shows on Add and stays until the next try, as the spec's checks always did.
  const form = useForm({ defaultValues: { ...emptyDetails, url: '' }, reValidateMode: 'onSubmit' });
  const create = useCreateVideo();

  const submit = form.handleSubmit((details) =>
    create.mutate(
      {
        source: 'url',
        videoUrl: details.url.trim(),
        title: details.title,
        description: details.description,
        durationMinutes: parseDuration(details.duration).value,
        isPublic: details.isPublic,
      },
      {
        onSuccess: () => {
          toast.success(t`Video tutorial added successfully`);
          onDone();
        },
        onError: (error) => toast.error(t`Failed to add video tutorial`, { description: messageOf(error) }),
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField
          label={tr`Video URL`}
          hint={tr`A YouTube or Vimeo link, or any video address`}
          error={videoMessage(form.formState.errors.url?.message)}
        >
          <Input
            type="url"
            placeholder={VIDEO_URL_EXAMPLE}
            {...form.register('url', { validate: (url) => url.trim() !== '' || VIDEO_MESSAGES.url })}
          />
        </FormField>
        <VideoDetailsFields idPrefix="video-link" />
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {create.isPending ? tr`Adding...` : tr`Add Video`}
        </Button>
      </form>
    </FormProvider>
  );
}

function UploadTab({ onDone, onBusyChange }: { onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const form = useForm({
    defaultValues: { ...emptyDetails, file: null as File | null },
    reValidateMode: 'onSubmit',
  });
  const [progress, setProgress] = useState<number | null>(null);
  const { t: tr } = useLingui();
  const abort = useRef<AbortController | null>(null);
  const create = useCreateVideo();
  const busy = progress !== null || create.isPending;

  const submit = form.handleSubmit(async (details) => {
    const file = details.file;
    if (!file) return;
    const duration = parseDuration(details.duration).value;
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
  });

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Controller
          control={form.control}
          name="file"
          rules={{ validate: (file) => videoFileProblem(file) ?? true }}
          render={({ field, fieldState }) => (
            <FormField
              label={tr`Video file`}
              hint={tr`MP4, MOV or AVI, up to 100MB`}
              error={videoMessage(fieldState.error?.message)}
            >
              <Input
                type="file"
                accept={VIDEO_FILE_ACCEPT}
                disabled={busy}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => {
                  // A chosen file is checked at once; clearing the choice clears its message.
                  const chosen = event.target.files?.[0] ?? null;
                  field.onChange(chosen);
                  const problem = chosen ? videoFileProblem(chosen) : null;
                  if (problem) form.setError('file', { message: problem });
                  else form.clearErrors('file');
                }}
                className="py-2 file:me-3 file:rounded-lg file:border-0 file:bg-cream-200 file:px-3 file:py-1 file:font-semibold"
              />
            </FormField>
          )}
        />
        <VideoDetailsFields idPrefix="video-upload" disabled={busy} />
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
    </FormProvider>
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
