import type { ShoppingItem } from '@contracts/shopping';

/** A line as the cook reads it: the quantity as written, then the item ("1 1/8 cups butter"). */
export const lineText = (item: Pick<ShoppingItem, 'quantity' | 'item'>) =>
  [item.quantity, item.item].filter(Boolean).join(' ');
