import { FileText, ImageUp, ScanText } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { alreadyAnnounced } from '@/lib/api-client';
import { extractRecipeFromFile, type ImportStage } from '../api/extract-recipe';
import { IMPORT_FILE_ACCEPT, type ImportFileKind, importFileProblem } from '../api/upload-recipe-file';
import { type ReviewImport, useImportResults } from '../hooks/use-import-results';
import { useMounted } from '../hooks/use-mounted';
import { extractionErrorMessage, progressMessage } from '../lib/import-recipes';
import { ImportChooser } from './import-chooser';
import { ImportProgress } from './import-progress';

const COPY: Record<ImportFileKind, { label: string; hint: string }> = {
  image: {
    label: 'Recipe photo',
    hint: 'A photo or scan of a recipe card or cookbook page. JPEG or PNG, up to 20MB. You can check everything before saving.',
  },
  pdf: {
    label: 'Recipe PDF',
    hint: 'A recipe PDF, up to 20MB. Every page is read; the PDF is kept with the recipe.',
  },
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type ImportFileTabProps = {
  kind: ImportFileKind;
  onReview: ReviewImport;
  onDone: () => void;
};

/** Image and PDF tabs: the file is uploaded, read on the server, and the result reviewed. */
export function ImportFileTab({ kind, onReview, onDone }: ImportFileTabProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const results = useImportResults(kind, onReview, kind === 'image' ? file : null);
  const mounted = useMounted();
  const preview = useMemo(() => (file && kind === 'image' ? URL.createObjectURL(file) : null), [file, kind]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const busy = stage !== null;
  const copy = COPY[kind];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      const message = kind === 'image' ? 'Please select an image file' : 'Please select a PDF file';
      setError(message);
      toast.error(message);
      return;
    }
    try {
      const response = await extractRecipeFromFile(file, kind, (next) => {
        if (mounted.current) setStage(next);
      });
      if (mounted.current) results.accept(response.recipes);
    } catch (failure) {
      if (mounted.current && !alreadyAnnounced(failure)) toast.error(extractionErrorMessage(failure, kind));
    } finally {
      if (mounted.current) setStage(null);
    }
  };

  if (results.choices) {
    return (
      <ImportChooser
        recipes={results.choices}
        categories={results.categories}
        onReview={(recipes) => onReview(results.toBlocks(recipes), recipes)}
        photo={kind === 'image' ? file : null}
        onImported={onDone}
        onBack={results.clearChoices}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-file`}>{copy.label}</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMPORT_FILE_ACCEPT[kind]}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? importFileProblem(chosen, kind) : null;
            setError(problem);
            if (problem) {
              toast.error(problem);
              event.target.value = '';
              setFile(null);
              return;
            }
            setFile(chosen);
          }}
          className="block w-full rounded-xl border border-dashed border-terracotta-200 bg-white/70 p-3 text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-terracotta-50 file:px-3 file:py-2 file:font-semibold file:text-terracotta-800 hover:file:bg-terracotta-100 disabled:cursor-not-allowed"
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {copy.hint}
          </p>
        )}
      </div>
      {file ? (
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
      <ImportProgress message={stage ? progressMessage(kind, stage) : null} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!file || busy}>
          {kind === 'image' ? <ImageUp aria-hidden="true" /> : <ScanText aria-hidden="true" />}
          Extract recipe
        </Button>
      </div>
    </form>
  );
}
