// 'Open in' a grocery service (SPEC 9): the names of the unchecked items go into a text file the cook can
// paste or upload there, and the grocery site opens in a new tab. Names are the foods ("butter", not
// "1 1/8 cups butter"), once each, since that is what a grocery search takes.
import type { ShoppingItem } from '@contracts/shopping';

export const EXPORT_FILE_NAME = 'shopping-list.txt';

/** The unchecked foods, one per line, each once, in list order. */
export function exportText(items: readonly ShoppingItem[]): string {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (item.checked) continue;
    const name = (item.food || item.item).trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return `${names.join('\n')}\n`;
}

/** Downloads the list as a text file and opens the grocery site. */
export function openInGroceryService(items: readonly ShoppingItem[], groceryUrl: string): void {
  const url = URL.createObjectURL(new Blob([exportText(items)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  window.open(groceryUrl, '_blank', 'noopener,noreferrer');
}
