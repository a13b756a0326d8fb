import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useAddShoppingItem } from '../api/add-item';

// The contract's rule for a line, loaded at the first Add: the list opens without zod (lib/schema-on-first-check.ts).
const checkLine = schemaOnFirstCheck(async () => {
  const [z, { addItemRequest }] = await Promise.all([
    import('@contracts/zod'),
    import('@contracts/shopping'),
  ]);
  return z.pick(addItemRequest, { text: true });
});

/** A line typed by hand: "paper towels", "2 lemons". */
export function AddItemForm() {
  const { t } = useLingui();
  const add = useAddShoppingItem();
  const form = useForm({ resolver: checkLine, defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' });
  // A blank line is not sent (the button waits for one).
  const submit = form.handleSubmit((item) => add.mutate(item, { onSuccess: () => form.reset() }));
  return (
    <form onSubmit={submit} noValidate className="flex gap-2">
      <label htmlFor="shopping-add-item" className="sr-only">
        <Trans>Add an item</Trans>
      </label>
      <Input
        id="shopping-add-item"
        placeholder={t`Add an item, e.g. 2 lemons`}
        maxLength={200}
        {...form.register('text')}
      />
      <Button type="submit" variant="secondary" disabled={add.isPending || text.trim() === ''}>
        <Plus aria-hidden="true" />
        <Trans>Add</Trans>
      </Button>
    </form>
  );
}
