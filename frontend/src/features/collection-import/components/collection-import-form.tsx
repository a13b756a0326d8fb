import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/query-client';
import { useImportCollection } from '../api/collection-import';

const FORMATS = [
  msg`Paprika (.paprikarecipes, or its HTML export folder zipped)`,
  msg`Recipe Keeper (its export zip: recipes.html and images)`,
  msg`Mealie (recipe export or backup zip)`,
  msg`Tandoor (export zip)`,
  msg`schema.org recipes (JSON-LD, one file or a zip; Hearth’s own export too)`,
  msg`A spreadsheet (CSV) with a header row: Title, Ingredients, Instructions, …`,
  msg`A list of web addresses (text file) or your browser’s bookmarks (HTML)`,
];

/** Choose the file another app exported; the import then runs as a job on its own page. */
export function CollectionImportForm() {
  const { i18n } = useLingui();
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
      <p className="text-ink-muted">
        <Trans>Bring your recipes from another app. Hearth reads:</Trans>
      </p>
      <ul className="list-disc space-y-1 ps-6 text-sm text-ink">
        {FORMATS.map((format) => (
          <li key={format.id}>{i18n._(format)}</li>
        ))}
      </ul>
      <div>
        <label htmlFor="collection-file" className="block font-semibold text-ink">
          <Trans>Collection file</Trans>
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
        <Trans>Import</Trans>
      </Button>
    </form>
  );
}
