import type { ExtractRecipeResponse } from '@contracts/extraction';
import { FileText } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMounted } from '@/hooks/use-mounted';
import { alreadyAnnounced } from '@/lib/api-client';
import { extractRecipe, extractRecipeFromFile } from '../api/extract-recipe';
import { IMPORT_FILE_ACCEPT, importFileProblem } from '../api/upload-recipe-file';
import {
  extractionErrorMessage,
  type ImportSource,
  progressMessage,
  urlProblem,
} from '../lib/import-recipes';
import { shrinkPhoto } from '../lib/shrink-photo';
import { ImportProgress } from './import-progress';

/** What a finished extraction hands on: the answer, the chosen file, and the progress line to update. */
export type Extracted = {
  response: ExtractRecipeResponse;
  file: File | null;
  showProgress: (message: string) => void;
};

/** Add Recipe's hints; a menu's import says less. */
export const IMPORT_HINTS: Record<ImportSource, string> = {
  url: 'The address of a recipe page, e.g. https://example.com/best-lasagne',
  image:
    'A photo or scan of a recipe card or cookbook page. JPEG or PNG, up to 20MB. You can check everything before saving.',
  pdf: 'A recipe PDF, up to 20MB. Every page is read; the PDF is kept with the recipe.',
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

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export type ImportStart = { url?: string; file?: File | null };

/**
 * The one import flow: a web address (URL) or a photo or PDF (file) is read on the server, with
 * progress; `onExtracted` decides what the result becomes.
 */
export function ImportForm({
  kind,
  hint = IMPORT_HINTS[kind],
  showChosenFile = true,
  submit,
  extraFields,
  outcome,
  onExtracted,
  finishAfterClose = false,
  initial,
}: ImportFormProps) {
  const id = useId();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [file, setFile] = useState<File | null>(initial?.file ?? null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const mounted = useMounted();
  const preview = useMemo(
    () => (file && kind === 'image' && showChosenFile ? URL.createObjectURL(file) : null),
    [file, kind, showChosenFile],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const busy = progress !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      kind === 'url'
        ? urlProblem(url)
        : file
          ? null
          : kind === 'image'
            ? 'Please select an image file'
            : 'Please select a PDF file';
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    const showProgress = (message: string | null) => {
      if (mounted.current) setProgress(message);
    };
    const carryOn = () => mounted.current || finishAfterClose;
    try {
      let response: ExtractRecipeResponse;
      // A photo is uploaded (and kept as the recipe's image) shrunk and upright.
      let upload = file;
      try {
        showProgress(progressMessage(kind, kind === 'url' ? 'reading' : 'uploading'));
        if (kind === 'image' && file) upload = await shrinkPhoto(file);
        response =
          kind === 'url'
            ? await extractRecipe({ type: 'url', url: url.trim() })
            : await extractRecipeFromFile(upload as File, kind, (stage) =>
                showProgress(progressMessage(kind, stage)),
              );
      } catch (failure) {
        if (carryOn() && !alreadyAnnounced(failure)) toast.error(extractionErrorMessage(failure, kind));
        return;
      }
      if (carryOn()) await onExtracted({ response, file: kind === 'url' ? null : upload, showProgress });
    } finally {
      showProgress(null);
    }
  };

  if (outcome) return outcome;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {kind === 'url' ? (
        <FormField label="Recipe URL" hint={hint} error={error ?? undefined}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://…"
            value={url}
            disabled={busy}
            onChange={(event) => {
              setUrl(event.target.value);
              if (error) setError(null);
            }}
          />
        </FormField>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-file`}>{kind === 'image' ? 'Recipe photo' : 'Recipe PDF'}</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept={IMPORT_FILE_ACCEPT[kind]}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const fileProblem = chosen ? importFileProblem(chosen, kind) : null;
              setError(fileProblem);
              if (fileProblem) {
                toast.error(fileProblem);
                event.target.value = '';
              }
              setFile(fileProblem ? null : chosen);
            }}
            className="block w-full rounded-xl border border-dashed border-terracotta-200 bg-white/70 p-3 text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-terracotta-50 file:px-3 file:py-2 file:font-semibold file:text-terracotta-800 hover:file:bg-terracotta-100 disabled:cursor-not-allowed"
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-ink-muted">
              {hint}
            </p>
          )}
        </div>
      )}
      {file && kind !== 'url' && showChosenFile ? (
        <div className="flex items-center gap-3 rounded-2xl bg-white/70 p-3 ring-1 ring-cream-300">
          {preview ? (
            <img src={preview} alt={`Preview of ${file.name}`} className="size-20 rounded-xl object-cover" />
          ) : (
            <FileText aria-hidden="true" className="size-8 shrink-0 text-terracotta-600" />
          )}
          <p className="min-w-0 text-sm">
            <span className="block truncate font-semibold text-ink">{file.name}</span>
            <span className="text-ink-muted">{sizeText(file.size)}</span>
          </p>
        </div>
      ) : null}
      {extraFields?.(busy)}
      <ImportProgress message={progress} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || (kind !== 'url' && !file)}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
