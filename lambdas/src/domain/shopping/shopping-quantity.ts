// The shopping list's quantity rule, exactly as the spec states it: the quantity is the run of leading digits,
// spaces, slashes, dots and dashes ("1 1/2", "2-3", "0.5"); everything after it, unit included, is the item.
// Deliberately simpler than parse-ingredient.ts, so list items read the same as in the original product.

export interface ShoppingQuantity {
  /** The leading quantity as written, or null when the line has none. */
  readonly quantity: string | null;
  readonly item: string;
}

const LEADING_QUANTITY = /^[\d\s/.\-–—]+/;

/** "2 cups flour" -> { quantity: "2", item: "cups flour" }; a run with no digit or no item left is no quantity. */
export function splitShoppingQuantity(line: string): ShoppingQuantity {
  const text = line.trim();
  const run = LEADING_QUANTITY.exec(text)?.[0] ?? '';
  const quantity = run.trim();
  const item = text.slice(run.length).trim();
  if (!/\d/.test(quantity) || item === '') return { quantity: null, item: text };
  return { quantity, item };
}
