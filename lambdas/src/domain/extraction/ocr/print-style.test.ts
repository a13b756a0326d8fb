// Pages as OCR read them: one that glues every amount to its unit, and pages where a glued unit is a
// space the reader lost among lines printed with it.
import { describe, expect, it } from 'vitest';
import { correctLines } from './correct-lines.js';
import { printsUnitsGlued } from './print-style.js';

const GLUED_PAGE = [
  'Ingredients',
  '4.0tbsp cornflour',
  '4.0tsp dark brown sugar',
  '1.5tbsp black garlic paste',
  '0.25tsp fine salt',
  '300.0g Tenderstem, trimmed',
];

const SPACED_PAGE = ['Ingredienser', '2.5dl vatten', '0.5 dl mjölk', '2.5 msk strösocker', '1tsk salt'];

describe('printsUnitsGlued', () => {
  it('holds for a page whose every spoon or cup amount is glued to its unit', () => {
    expect(printsUnitsGlued(GLUED_PAGE)).toBe(true);
    expect(printsUnitsGlued(['• 2.0EL Olivenöl', '• 1.5TL Salz', '• 0.5TL Pfeffer'])).toBe(true);
  });

  it('does not hold where one line is spaced, or for fewer than three glued lines', () => {
    expect(printsUnitsGlued(SPACED_PAGE)).toBe(false);
    expect(printsUnitsGlued(['1.0tsp salt', '2.0tbsp olive oil'])).toBe(false);
    // Whole numbers read glued on every line are spaces the reader lost (a Danish page).
    expect(
      printsUnitsGlued(['2tsk. maizena', '1spsk. koldt vand', '2spsk. lys sirup', '1tsk. vanilje']),
    ).toBe(false);
    // Metric units are printed both ways and say nothing of the page.
    expect(printsUnitsGlued(['25g butter', '500ml stock', '2kg potatoes', '1 tsp salt'])).toBe(false);
  });

  it('keeps a glued page as printed and splits lost spaces on a spaced one', () => {
    expect(correctLines(GLUED_PAGE, []).lines).toEqual(GLUED_PAGE);
    expect(correctLines(SPACED_PAGE, []).lines).toEqual([
      'Ingredienser',
      '2.5 dl vatten',
      '0.5 dl mjölk',
      '2.5 msk strösocker',
      '1 tsk salt',
    ]);
  });
});
