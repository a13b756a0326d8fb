import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/query-client';
import { useImportCollection } from '../api/collection-import';

const FORMATS = [
  'Paprika (.paprikarecipes, or its HTML export folder zipped)',
  'Recipe Keeper (its export zip: recipes.html and images)',
  'Mealie (recipe export or backup zip)',
  'Tandoor (export zip)',
  'schema.org recipes (JSON-LD, one file or a zip; Hearth’s own export too)',
  'A spreadsheet (CSV) with a header row: Title, Ingredients, Instructions, …',
  'A list of web addresses (text file) or your browser’s bookmarks (HTML)',
];

/** Choose the file another app exported; the import then runs as a job on its own page. */
export function CollectionImportForm() {
  const [file, setFile] = useState<File | null>(null);
  const importCollection = useImportCollection();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const jobId = await importCollection.mutateAsync(file).catch(() => null);
    if (jobId) navigate(`/imports/${jobId}`);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p className="text-ink-muted">Bring your recipes from another app. Hearth reads:</p>
      <ul className="list-disc space-y-1 pl-6 text-sm text-ink">
        {FORMATS.map((format) => (
          <li key={format}>{format}</li>
        ))}
      </ul>
      <div>
        <label htmlFor="collection-file" className="block font-semibold text-ink">
          Collection file
        </label>
        <input
          id="collection-file"
          type="file"
          className="mt-2 block"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      {importCollection.isError ? (
        <p role="alert" className="text-terracotta-900">
          {errorMessage(importCollection.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={!file || importCollection.isPending}>
        {importCollection.isPending ? <Spinner /> : null}
        Import
      </Button>
    </form>
  );
}
