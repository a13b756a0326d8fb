import { describe, expect, it } from 'vitest';
import { factSegments } from './line-kinds.js';

describe('factSegments', () => {
  it.each([
    ['Serves 8. Prep 15 minutes. Bake 45 minutes.', ['Serves 8', 'Prep 15 minutes', 'Bake 45 minutes']],
    ['Serves 4 · Prep 10 min · Cook 25 min', ['Serves 4', 'Prep 10 min', 'Cook 25 min']],
    ['Makes 24 | Prep time: 15 min | Total 1 hour', ['Makes 24', 'Prep time: 15 min', 'Total 1 hour']],
    ['Yield: 4 servings; Cook 1 hr 10 min', ['Yield: 4 servings', 'Cook 1 hr 10 min']],
    ['Serves 6   Prep 20 min   Total 1 hour', ['Serves 6', 'Prep 20 min', 'Total 1 hour']],
    // Gaps that the line reader already collapsed to one space still part the facts.
    ['Serves 6 Prep time: 20 min Cook 1 hr 10 min', ['Serves 6', 'Prep time: 20 min', 'Cook 1 hr 10 min']],
  ])('splits %j', (line, expected) => {
    expect(factSegments(line)).toEqual(expected);
  });

  it('keeps a single fact whole, hours and minutes together', () => {
    expect(factSegments('Cook 1 hr 10 min')).toEqual(['Cook 1 hr 10 min']);
    expect(factSegments('Serves 4 to 6')).toEqual(['Serves 4 to 6']);
  });

  it('is null for a line that is not only facts', () => {
    expect(factSegments('Heat the oven and bake 45 minutes until golden brown on top.')).toBeNull();
    expect(factSegments('2 cups flour')).toBeNull();
  });
});
