import type { PantryItem } from '@contracts/pantry';
import { useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ItemAction } from '@/components/item-groups';
import { Confirmed } from '@/components/ui/alert-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useAddedBy } from '@/lib/household-people';
import { useDeletePantryItem, useUpdatePantryItem } from '../api/change-pantry';
import { bestBeforeText, expiresSoon } from '../lib/places';
import { FoodForm } from './food-form';

const nameOf = (item: PantryItem) => (item.amountText ? `${item.amountText} ${item.food}` : item.food);

function EditFood({ item }: { item: PantryItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const update = useUpdatePantryItem();
  const food = item.food;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <ItemAction icon={Pencil} label={t`Edit ${food}`} onClick={() => setOpen(true)} />
      <DialogContent title={t`Edit ${food}`} description={t`Change what it is, how much, where or its date.`}>
        <FoodForm
          item={item}
          submitLabel={t`Save`}
          onCancel={() => setOpen(false)}
          onSubmit={(fields) => {
            // Shown at once and kept while offline; the dialog need not wait.
            update.mutate({ id: item.id, changes: fields });
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function RemoveFood({ item }: { item: PantryItem }) {
  const { t } = useLingui();
  const remove = useDeletePantryItem();
  const food = item.food;
  const name = nameOf(item);
  return (
    <Confirmed
      trigger={<ItemAction icon={Trash2} label={t`Remove ${food}`} />}
      title={t`Remove ${food}?`}
      description={t`${name} will be taken out of the pantry for everyone at home.`}
      confirmLabel={t`Remove`}
      onConfirm={(done) => {
        remove.mutate(item.id);
        done();
      }}
    />
  );
}

/** One food: how much, its date (marked when it is near), who put it there; edit or remove it. */
export function PantryItemRow({ item }: { item: PantryItem }) {
  const date = bestBeforeText(item.bestBefore);
  const soon = expiresSoon(item.bestBefore);
  const addedBy = useAddedBy(item.addedBy);
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-[0.95rem] leading-snug text-ink">
          <span className="font-medium">{item.food}</span>
          {item.amountText ? <span className="text-ink-muted"> · {item.amountText}</span> : null}
        </p>
        {date ? (
          <p className={cn('mt-0.5 text-xs', soon ? 'font-semibold text-red-700' : 'text-ink-muted')}>
            {date}
          </p>
        ) : null}
        {addedBy ? <p className="mt-0.5 text-xs text-ink-muted">{addedBy}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <EditFood item={item} />
        <RemoveFood item={item} />
      </div>
    </li>
  );
}
