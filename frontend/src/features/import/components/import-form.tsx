import type { DocumentImportView, ExtractRecipeResponse } from '@contracts/extraction';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useMounted } from '@/hooks/use-mounted';
import { ApiError, alreadyAnnounced } from '@/lib/api-client';
import { formatNumber } from '@/lib/i18n/format';
import { serverMessage } from '@/lib/i18n/server-text';
import { dismissDocumentImport, followDocumentImport } from '../api/document-imports';
import { extractRecipe, extractRecipeFromFile } from '../api/extract-recipe';
import { IMPORT_FILE_ACCEPT, importFileProblem } from '../api/upload-recipe-file';
import {
  extractionErrorMessage,
  type ImportSource,
  progressMessage,
  urlProblem,
} from '../lib/import-recipes';
import { currentStepMessage } from '../lib/import-steps';
import { forgetLongImport, rememberLongImport } from '../lib/pending-imports';
import { shrinkPhoto } from '../lib/shrink-photo';
import { ImportProgress } from './import-progress';
import { ImportSteps } from './import-steps';

/** What an import read: at once, or by a long import's job once it ended. */
export type ImportResult = Pick<ExtractRecipeResponse, 'recipes' | 'existingRecipeId'>;

/** What a finished extraction hands on: the answer, the chosen file, and the progress line to update. */
export type Extracted = {
  response: ImportResult;
  file: File | null;
  showProgress: (message: string) => void;
};

/** Add Recipe's hints; a menu's import says less. */
export const IMPORT_HINTS: Record<ImportSource, MessageDescriptor> = {
  url: msg`The address of a recipe page, e.g. https://example.com/best-lasagne`,
  image: msg`A photo or scan of a recipe card or cookbook page. JPEG or PNG, up to 20MB. You can check everything before saving.`,
  pdf: msg`A recipe PDF, up to 20MB. Every page is read; the PDF is kept with the recipe.`,
};

type ImportFormProps = {
  kind: ImportSource;
  /** What a share or a link brought: the address or the photo, filled in (issue 19). */
  initial?: ImportStart;
  hint?: string;
  /** The chosen file's name, size and thumbnail under the picker. */
  showChosenFile?: boolean;
  /** The submit button's icon and label. */
  submit: ReactNode;
  /** Fields of the caller under the source (a menu's course), disabled while busy. */
  extraFields?: (busy: boolean) => ReactNode;
  /** Shown instead of the form while set (a duplicate warning, the chooser); the form keeps its input. */
  outcome?: ReactNode;
  /** What to do with what was read: review it, or save it somewhere. */
  onExtracted: (extracted: Extracted) => Promise<void> | void;
  /**
   * Whether the import carries on when the dialog closes mid-way (a menu's import still saves and adds);
   * otherwise a late answer is dropped.
   */
  finishAfterClose?: boolean;
};

const sizeText = (bytes: number, tag: string) =>
  bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), tag)} KB`
    : `${formatNumber(bytes / 1024 / 1024, tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

// The URL field's example: an address, the same in every language.
const URL_EXAMPLE = 'https://…';

type ImportValues = { url: string; file: File | null };

/** What a share, a link or Home's list of long imports brought: an address, a photo, or a job to follow. */
export type ImportStart = { url?: string; file?: File | null; job?: string };

/**
 * The one import flow: a web address (URL) or a photo or PDF (file) is read on the server, with
 * progress; `onExtracted` decides what the result becomes.
 */
export function ImportForm({
  kind,
  hint: givenHint,
  showChosenFile = true,
  submit,
  extraFields,
  outcome,
  onExtracted,
  finishAfterClose = false,
  initial,
}: ImportFormProps) {
  const { t: tr, i18n } = useLingui();
  const hint = givenHint ?? i18n._(IMPORT_HINTS[kind]);
  // A problem stays said until the field changes or the form is sent again.
  const form = useForm<ImportValues>({
    defaultValues: { url: initial?.url ?? '', file: initial?.file ?? null },
    reValidateMode: 'onSubmit',
  });
  const file = useWatch({ control: form.control, name: 'file' });
  const fileName = file?.name ?? '';
  const error = (kind === 'url' ? form.formState.errors.url : form.formState.errors.file)?.message;
  const [progress, setProgress] = useState<string | null>(null);
  // A long import's job (issue 33), while it is followed here.
  const [job, setJob] = useState<DocumentImportView | null>(null);
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const preview = useMemo(
    () => (file && kind === 'image' && showChosenFile ? URL.createObjectURL(file) : null),
    [file, kind, showChosenFile],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const busy = progress !== null;

  const showProgress = (message: string | null) => {
    if (mounted.current) setProgress(message);
  };
  const carryOn = () => mounted.current || finishAfterClose;

  // Leaving the screen stops following a job (it reads on; Home lists it), unless the import finishes
  // after close (a menu's).
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => {
      if (!finishAfterClose) controller.abort();
    };
  }, [finishAfterClose]);

  /** Follows a long import's job until it ends; its recipes, or its reason as an error. */
  const readByJob = async (jobId: string): Promise<ImportResult> => {
    // Remembered on this device, so Home lists it if the cook leaves before it ends.
    rememberLongImport(jobId);
    const ended = await followDocumentImport(
      queryClient,
      jobId,
      (seen) => {
        if (!mounted.current) return;
        setJob(seen);
        setProgress(currentStepMessage(seen));
      },
      leaving.current?.signal,
    );
    // Left before it ended: nobody to hand it to, and no one to tell.
    if (!carryOn()) throw new Error('The import screen was closed');
    if (ended.status === 'failed')
      throw new ApiError(
        422,
        'import_failed',
        await serverMessage(ended.message ?? t`That file could not be read`),
      );
    // Handed on to the screen: the job has done its work, and Home need not list it any more.
    forgetLongImport(jobId);
    void dismissDocumentImport(queryClient, jobId).catch(() => undefined);
    return { recipes: ended.recipes, existingRecipeId: null };
  };

  /** Runs one import, toasting its failure; what it read goes to `onExtracted`. */
  const run = async (read: () => Promise<{ response: ImportResult; file: File | null }>) => {
    try {
      let result: { response: ImportResult; file: File | null };
      try {
        result = await read();
      } catch (failure) {
        if (carryOn() && !alreadyAnnounced(failure)) toast.error(extractionErrorMessage(failure, kind));
        return;
      }
      if (carryOn()) await onExtracted({ ...result, showProgress });
    } finally {
      showProgress(null);
      if (mounted.current) setJob(null);
    }
  };

  // Back from Home's list of long imports: follow the job that link named, once per link (the form's
  // own state does not restart it; `followed` keeps a second render from following it twice).
  const followed = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for the link's job only
  useEffect(() => {
    const jobId = initial?.job;
    if (!jobId || followed.current === jobId) return;
    followed.current = jobId;
    showProgress(progressMessage(kind, 'reading'));
    void run(async () => ({ response: await readByJob(jobId), file: null }));
  }, [initial?.job]);

  const onSubmit = form.handleSubmit(
    ({ url }) =>
      run(async () => {
        showProgress(progressMessage(kind, kind === 'url' ? 'reading' : 'uploading'));
        if (kind === 'url')
          return { response: await extractRecipe({ type: 'url', url: url.trim() }), file: null };
        // A photo is uploaded (and kept as the recipe's image) shrunk and upright.
        const upload = kind === 'image' && file ? await shrinkPhoto(file) : (file as File);
        const response = await extractRecipeFromFile(upload, kind, (stage) =>
          showProgress(progressMessage(kind, stage)),
        );
        // Too long to read while the request waits: a job reads on, and its steps show here.
        if (response.job) {
          if (mounted.current) setJob(response.job);
          return { response: await readByJob(response.job.jobId), file: upload };
        }
        return { response, file: upload };
      }),
    (invalid) => {
      const problem = (kind === 'url' ? invalid.url : invalid.file)?.message;
      if (problem) void serverMessage(problem).then((text) => toast.error(text));
    },
  );

  /** A chosen file is checked at once; one it refuses is said and not kept. */
  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    const fileProblem = chosen && kind !== 'url' ? importFileProblem(chosen, kind) : null;
    form.setValue('file', fileProblem ? null : chosen);
    if (fileProblem) {
      form.setError('file', { message: fileProblem });
      toast.error(fileProblem);
      input.value = '';
    } else form.clearErrors('file');
  };

  if (outcome) return outcome;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {kind === 'url' ? (
        <FormField label={tr`Recipe URL`} hint={hint} error={error}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={URL_EXAMPLE}
            disabled={busy}
            {...form.register('url', {
              validate: (url) => urlProblem(url) ?? true,
              onChange: () => form.clearErrors('url'),
            })}
          />
        </FormField>
      ) : (
        <Controller
          control={form.control}
          name="file"
          rules={{
            validate: (chosen) =>
              chosen
                ? true
                : kind === 'image'
                  ? tr`Please select an image file`
                  : tr`Please select a PDF file`,
          }}
          render={({ field }) => (
            <FormField label={kind === 'image' ? tr`Recipe photo` : tr`Recipe PDF`} hint={hint} error={error}>
              <FileInput
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                accept={IMPORT_FILE_ACCEPT[kind]}
                disabled={busy}
                onChange={(event) => choose(event.target)}
              />
            </FormField>
          )}
        />
      )}
      {file && kind !== 'url' && showChosenFile ? (
        <div className="flex items-center gap-3 rounded-2xl bg-white/70 p-3 ring-1 ring-cream-300">
          {preview ? (
            <img src={preview} alt={tr`Preview of ${fileName}`} className="size-20 rounded-xl object-cover" />
          ) : (
            <FileText aria-hidden="true" className="size-8 shrink-0 text-terracotta-600" />
          )}
          <p className="min-w-0 text-sm">
            <span className="block truncate font-semibold text-ink">{file.name}</span>
            <span className="text-ink-muted">
              <bdi>{sizeText(file.size, i18n.locale)}</bdi>
            </span>
          </p>
        </div>
      ) : null}
      {extraFields?.(busy)}
      {job ? <ImportSteps job={job} /> : null}
      <ImportProgress message={progress} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || (kind !== 'url' && !file)}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
