import { describe, expect, it } from 'vitest';
import { findIngredientAmounts, findLeadingAmount } from './ingredient-amounts.js';

const amountsIn = (line: string) =>
  findIngredientAmounts(line).map((amount) => ({
    text: line.slice(amount.start, amount.end),
    unit: amount.unit?.unit.name ?? null,
    leading: amount.leading,
  }));

describe('findIngredientAmounts', () => {
  it('finds the opening amount and later amounts that carry a unit, with offsets into the line', () => {
    expect(amountsIn('1 cup (2 sticks) butter, plus 1 tbsp for the pan')).toEqual([
      { text: '1', unit: 'cup', leading: true },
      { text: '2', unit: 'stick', leading: false },
      { text: '1', unit: 'tbsp', leading: false },
    ]);
  });

  it('skips a bullet, a list number and a qualifier before the opening amount', () => {
    expect(amountsIn('3. about 2 1/2 cups broth')).toEqual([{ text: '2 1/2', unit: 'cup', leading: true }]);
    expect(amountsIn('• 4 carrots')).toEqual([{ text: '4', unit: null, leading: true }]);
  });

  it.each([
    ['1 (8 oz) package cream cheese', ['1']],
    ['2 cans (15 oz each) cannellini beans', ['2']],
    ['1 14.5 oz can diced tomatoes', ['1']],
    ['2 x 400ml tins coconut milk', ['2']],
    ['2 lb chicken wings, cut at the joint, 1 (9x13) pan', ['2']],
    ['1 cup 2% milk, warmed to 110°F', ['1']],
    ['8-inch flour tortillas', []],
    ['Step 2 filling', []],
    ['1 lb beef chuck, seared 10 minutes', ['1']],
  ])('in %s only %j are amounts', (line, expected) => {
    expect(amountsIn(line).map((amount) => amount.text)).toEqual(expected);
  });
});

describe('findLeadingAmount', () => {
  it('describes the package size, unit and where the item starts', () => {
    const line = '1 (14.5 oz) can diced tomatoes';
    const leading = findLeadingAmount(line);
    expect(leading?.size?.text).toBe('(14.5 oz)');
    expect(leading?.unit?.unit.name).toBe('can');
    expect(line.slice(leading?.itemStart)).toBe('diced tomatoes');
  });

  it('takes "a"/"an" as an amount only before a unit or a countable food', () => {
    expect(findLeadingAmount('a pinch of saffron')?.value).toBe(1);
    expect(findLeadingAmount('an egg, beaten')?.value).toBe(1);
    expect(findLeadingAmount('a few basil leaves')).toBeNull();
    expect(findLeadingAmount('a splash of milk')?.unit?.unit.name).toBe('splash');
  });

  it('returns null for a line that opens with a size, percentage or temperature', () => {
    for (const line of ['9-inch pie shell', '2% milk', '350°F oil for frying', '9x13 baking dish']) {
      expect(findLeadingAmount(line), line).toBeNull();
    }
  });
});
