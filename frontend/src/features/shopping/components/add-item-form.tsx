import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAddShoppingItem } from '../api/add-item';

/** A line typed by hand: "paper towels", "2 lemons". */
export function AddItemForm() {
  const { t } = useLingui();
  const add = useAddShoppingItem();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    add.mutate({ text: value }, { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor="shopping-add-item" className="sr-only">
        <Trans>Add an item</Trans>
      </label>
      <Input
        id="shopping-add-item"
        placeholder={t`Add an item, e.g. 2 lemons`}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={add.isPending || text.trim() === ''}>
        <Plus aria-hidden="true" />
        <Trans>Add</Trans>
      </Button>
    </form>
  );
}
