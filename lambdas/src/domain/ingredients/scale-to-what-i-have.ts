// "Scale to what I have": the cook picks one ingredient line and types the amount on hand ("300 g", "1 1/2
// cups", "3"); the factor is on hand / asked for, so the whole recipe scales to use exactly that much. The
// two amounts compare in the same unit, in any units of one dimension (cups and ml, oz and kg), or across
// volume and weight through the density table; a range asks for its top ("2-3 apples" needs 3). An amount on
// hand without a unit is taken in the line's unit.
import { densityOfLine } from './convert-units.js';
import { gramsPerMillilitre } from './densities.js';
import { findLeadingAmount } from './ingredient-amounts.js';
import type { UnitDefinition } from './units.js';

export type ScaleToWhatIHave =
  | { readonly ok: true; readonly factor: number }
  | { readonly ok: false; readonly reason: 'no-amount-in-line' | 'no-amount-on-hand' | 'units-differ' };

/** Grams or millilitres, or null for counts, containers and unmeasurable units (a pinch). */
const baseOf = (unit: UnitDefinition | null) =>
  unit?.base !== undefined && (unit.kind === 'volume' || unit.kind === 'weight') ? unit.base : null;

/** How many times the recipe to make so that the line uses exactly the amount on hand. */
export function scaleToWhatIHave(line: string, onHand: string): ScaleToWhatIHave {
  const asked = findLeadingAmount(line);
  if (!asked) return { ok: false, reason: 'no-amount-in-line' };
  const have = findLeadingAmount(onHand.trim());
  if (!have || have.value <= 0) return { ok: false, reason: 'no-amount-on-hand' };
  const needed = asked.high ?? asked.value;
  if (needed <= 0) return { ok: false, reason: 'no-amount-in-line' };

  const askedUnit = asked.unit?.unit ?? null;
  const haveUnit = have.unit ? have.unit.unit : askedUnit;
  const haveValue = have.high ?? have.value;
  if (haveUnit?.name === askedUnit?.name) return { ok: true, factor: haveValue / needed };

  const askedBase = baseOf(askedUnit);
  const haveBase = baseOf(haveUnit);
  if (askedBase === null || haveBase === null || !askedUnit || !haveUnit) {
    return { ok: false, reason: 'units-differ' };
  }
  if (askedUnit.kind === haveUnit.kind) {
    return { ok: true, factor: (haveValue * haveBase) / (needed * askedBase) };
  }
  const density = densityOfLine(line);
  if (!density) return { ok: false, reason: 'units-differ' };
  const perMl = gramsPerMillilitre(density);
  const grams = (value: number, unit: UnitDefinition, base: number) =>
    unit.kind === 'weight' ? value * base : value * base * perMl;
  return {
    ok: true,
    factor: grams(haveValue, haveUnit, haveBase) / grams(needed, askedUnit, askedBase),
  };
}
