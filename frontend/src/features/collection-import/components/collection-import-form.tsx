import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
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
  const { i18n, t } = useLingui();
  const form = useForm<{ file: File | null }>({ defaultValues: { file: null } });
  const file = useWatch({ control: form.control, name: 'file' });
  const importCollection = useImportCollection();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.file) return;
    const jobId = await importCollection.mutateAsync(values.file).catch(() => null);
    if (jobId) navigate(`/imports/${jobId}`);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <p className="text-ink-muted">
        <Trans>Bring your recipes from another app. Hearth reads:</Trans>
      </p>
      <ul className="list-disc space-y-1 ps-6 text-sm text-ink">
        {FORMATS.map((format) => (
          <li key={format.id}>{i18n._(format)}</li>
        ))}
      </ul>
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <FormField label={t`Collection file`}>
            <FileInput
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
            />
          </FormField>
        )}
      />
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
