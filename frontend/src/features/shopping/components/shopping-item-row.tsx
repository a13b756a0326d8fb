import { AISLES, type Aisle } from '@contracts/aisles';
import type { ShoppingItem } from '@contracts/shopping';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ItemAction } from '@/components/item-groups';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useAddedBy } from '@/lib/household-people';
import { useDeleteShoppingItem } from '../api/delete-item';
import { useUpdateShoppingItem } from '../api/update-item';
import { AISLE_NAMES } from '../lib/aisle-labels';
import { lineText } from '../lib/line-text';

const selectClasses =
  'h-9 rounded-lg border border-cream-300 bg-white px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-terracotta-500/60';

function EditLineForm({ item, onDone }: { item: ShoppingItem; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateShoppingItem();
  const form = useForm({ defaultValues: { quantity: item.quantity ?? '', text: item.item } });
  const id = useId();
  const line = lineText(item);
  // A blank item is not saved (the browser asks for one; spaces alone are ignored).
  const submit = form.handleSubmit(({ quantity, text }) => {
    update.mutate({ id: item.id, changes: { quantity: quantity.trim() || null, item: text.trim() } });
    onDone();
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-1 flex-wrap items-end gap-2"
      aria-label={t`Edit ${line}`}
    >
      <div className="w-24">
        <label htmlFor={`${id}-quantity`} className="text-xs font-medium text-ink-muted">
          <Trans>Quantity</Trans>
        </label>
        <Input id={`${id}-quantity`} className="h-9" {...form.register('quantity')} />
      </div>
      <div className="min-w-40 flex-1">
        <label htmlFor={`${id}-item`} className="text-xs font-medium text-ink-muted">
          <Trans>Item</Trans>
        </label>
        <Input
          id={`${id}-item`}
          className="h-9"
          required
          {...form.register('text', { validate: (text) => text.trim() !== '' })}
        />
      </div>
      <Button type="submit" size="sm">
        <Trans>Save</Trans>
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}

/** What the pantry holds of a line's food, in the cook's units, and whether it covers the line. */
export interface AtHome {
  said: string;
  enough: boolean;
}

/** What the app knows beside the list (issue 38): what is already at home, and what to do when a line is bought. */
export interface ShoppingListExtras {
  /** "You have 6 eggs" when the pantry holds the line's food (and whether that is enough), else null. */
  atHome?: (item: ShoppingItem) => AtHome | null;
  /** Beside a line ticked as bought: the app's offer to put it in the pantry. */
  whenBought?: (item: ShoppingItem) => ReactNode;
}

/** One line: tick it, see which recipes it came from, move it to another aisle, reword or delete it. */
export function ShoppingItemRow({ item, atHome, whenBought }: { item: ShoppingItem } & ShoppingListExtras) {
  const { t, i18n } = useLingui();
  const update = useUpdateShoppingItem();
  const remove = useDeleteShoppingItem();
  const [editing, setEditing] = useState(false);
  const checkboxId = useId();
  const text = lineText(item);
  const addedBy = useAddedBy(item.addedBy);
  const recipes = item.recipes.map((recipe, index) => (
    <span key={recipe.id}>
      {index > 0 ? t({ message: ', ', comment: 'Between the recipe names a line came from' }) : null}
      <Link to={`/recipe/${recipe.id}`} className="underline-offset-2 hover:underline">
        {recipe.title}
      </Link>
    </span>
  ));
  const have = item.checked ? null : (atHome?.(item) ?? null);
  const said = have?.said;
  // The tick as the person just made it, until its change settles: the list's own answer comes a task
  // later (the query cache tells React after a timeout), and a controlled checkbox would show the old
  // state in between, as if the tick had been refused.
  const [ticking, setTicking] = useState<boolean | null>(null);

  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3 print:py-1">
      <Checkbox
        id={checkboxId}
        className="mt-0.5"
        checked={ticking ?? item.checked}
        onCheckedChange={(checked) => {
          setTicking(checked);
          update.mutate(
            { id: item.id, changes: { checked: checked === true } },
            { onSettled: () => setTicking(null) },
          );
        }}
      />
      {editing ? (
        <EditLineForm item={item} onDone={() => setEditing(false)} />
      ) : (
        <div className="min-w-0 flex-1">
          <label
            htmlFor={checkboxId}
            className={cn(
              'cursor-pointer text-[0.95rem] leading-snug text-ink',
              item.checked && 'text-ink-muted line-through',
            )}
          >
            {text}
          </label>
          {have ? (
            <p className="mt-0.5 text-xs font-semibold text-sage-600">
              {have.enough ? t`${said}: enough` : said}
            </p>
          ) : null}
          {item.checked && whenBought ? <div className="mt-1 print:hidden">{whenBought(item)}</div> : null}
          {addedBy ? <p className="mt-0.5 text-xs text-ink-muted">{addedBy}</p> : null}
          {item.recipes.length > 0 ? (
            <p className="mt-0.5 text-xs text-ink-muted">
              <Trans>From {recipes}</Trans>
            </p>
          ) : null}
        </div>
      )}
      {editing ? null : (
        <div className="ms-auto flex items-center gap-1 print:hidden">
          <select
            aria-label={t`Aisle for ${text}`}
            className={selectClasses}
            value={item.aisle}
            onChange={(event) =>
              update.mutate({ id: item.id, changes: { aisle: event.target.value as Aisle } })
            }
          >
            {AISLES.map((aisle) => (
              <option key={aisle} value={aisle}>
                {i18n._(AISLE_NAMES[aisle])}
              </option>
            ))}
          </select>
          <ItemAction icon={Pencil} label={t`Edit ${text}`} onClick={() => setEditing(true)} />
          <ItemAction icon={Trash2} label={t`Delete ${text}`} onClick={() => remove.mutate(item.id)} />
        </div>
      )}
    </li>
  );
}
