// The shape of an amount found in an ingredient line (ingredient-amounts.ts finds them; the Japanese
// reader, japanese-amount.ts, gives the same shape): a module of its own so the two readers need not
// import each other.
import type { InflectableWord } from './inflection.js';
import type { Quantity } from './parse-quantity.js';
import type { UnitMatch } from './units.js';

export interface IngredientAmount extends Quantity {
  /** The unit written right after the amount (or after its package size), if any. */
  readonly unit: UnitMatch | null;
  /** True for the amount that opens the line. */
  readonly leading: boolean;
  /** The unit word or countable food that must agree with the amount when it changes ("cups", "eggs"). */
  readonly agreeing: InflectableWord | null;
}

export interface LeadingAmount extends IngredientAmount {
  /**
   * An amount the line says with its unit alone ("כף סוכר" is one tablespoon, "ملعقتان كبيرتان" two):
   * its text is empty, at the unit's start.
   */
  readonly implicit?: boolean;
  /** Text before the amount that is not a bullet or list number ("About", "Juice of"), trimmed. */
  readonly qualifier: string;
  /** A package or piece size written next to the amount ("14.5 oz", "8-ounce", "(3 lb)"), not scaled. */
  readonly size: { readonly start: number; readonly end: number; readonly text: string } | null;
  /** Where the item text starts: after the amount, its size and its unit. */
  readonly itemStart: number;
}
