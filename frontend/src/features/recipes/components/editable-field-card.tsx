import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

type EditableFieldCardProps = {
  title: string;
  /** The field's accessible name while editing. */
  fieldLabel: string;
  value: string | null;
  multiline?: boolean;
  placeholder?: string;
  emptyText: string;
  /** How the saved value reads (a link, a player). */
  display?: (value: string) => ReactNode;
  saving: boolean;
  onSave: (value: string) => Promise<unknown>;
};

/** An owner-only card with Edit, then Save or Cancel. */
export function EditableFieldCard({
  title,
  fieldLabel,
  value,
  multiline = false,
  placeholder,
  emptyText,
  display,
  saving,
  onSave,
}: EditableFieldCardProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle className="text-xl">{title}</CardTitle>
        {editing ? null : (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={t`Edit ${title}`}>
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <FieldEditor
            fieldLabel={fieldLabel}
            value={value}
            multiline={multiline}
            placeholder={placeholder}
            saving={saving}
            onSave={onSave}
            close={() => setEditing(false)}
          />
        ) : value ? (
          (display?.(value) ?? <p className="whitespace-pre-line">{value}</p>)
        ) : (
          <p className="text-ink-muted">{emptyText}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** The form, drawn only while editing: each edit starts from the value saved. */
function FieldEditor({
  fieldLabel,
  value,
  multiline,
  placeholder,
  saving,
  onSave,
  close,
}: Pick<EditableFieldCardProps, 'fieldLabel' | 'value' | 'placeholder' | 'saving' | 'onSave'> & {
  multiline: boolean;
  close: () => void;
}) {
  const id = useId();
  const form = useForm({ defaultValues: { draft: value ?? '' } });
  const save = form.handleSubmit(async ({ draft }) => {
    try {
      await onSave(draft);
      close();
    } catch {
      // The caller reports the failure; the draft stays for another try.
    }
  });

  return (
    <form className="space-y-3" onSubmit={(event) => void save(event)}>
      <Label htmlFor={id} className="sr-only">
        {fieldLabel}
      </Label>
      {multiline ? (
        <Textarea id={id} placeholder={placeholder} {...form.register('draft')} />
      ) : (
        <Input id={id} type="url" placeholder={placeholder} {...form.register('draft')} />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner /> : null}
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
