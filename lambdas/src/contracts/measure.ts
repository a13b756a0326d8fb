// How much of a food, in a form that adds up (domain/ingredients/measure.ts computes and sums it). A plain
// shape stored on each shopping line, so the repository that stores it and the domain that reads it share
// one type without the data layer importing the domain.

export type Dimension = 'volume' | 'weight' | 'count';
export type UnitSystem = 'us' | 'metric';

export interface Measure {
  readonly dimension: Dimension;
  /** Volume: millilitres; weight: grams; count: how many of `unit` (or of the food itself). */
  readonly amount: number;
  /** The high end of a range ("2-3 apples"), in the same base, else null. */
  readonly amountMax: number | null;
  /** Count: the unit counted ("clove", "can"), null for the food itself. Volume/weight: the unit written. */
  readonly unit: string | null;
  /** Count: the package size ("14.5 oz" in "1 (14.5 oz) can"). */
  readonly size: string | null;
  /** Volume/weight: the system of the units written, so a sum is shown the way the cook wrote it. */
  readonly system: UnitSystem | null;
}
