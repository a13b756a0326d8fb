import { describe, expect, it } from 'vitest';
import { correctLines } from './correct-lines.js';
import { locateDoubts } from './doubts.js';

describe('doubtful words', () => {
  it('are found again in the recipe, in reading order, once per time they were read', () => {
    const recipe = {
      title: 'Lemon Drizzle Cake',
      ingredients: ['½ cup sugar', '225 g self-raising flour', '½ cup milk'],
      instructions: ['Bake for 45 minutes, then drizzle.'],
    };
    expect(locateDoubts(recipe, ['Drizzle', 'self-raising', '½', 'drizzle.'])).toEqual([
      { field: 'title', line: 0, start: 6, end: 13 },
      { field: 'ingredients', line: 0, start: 0, end: 1 },
      { field: 'ingredients', line: 1, start: 6, end: 18 },
      { field: 'instructions', line: 0, start: 26, end: 33 },
    ]);
  });

  it('come from low-confidence words and from the fractions the correction guessed', () => {
    const { lines, doubtfulWords } = correctLines(
      ['% cup sugar', '2 eggs', 'Whisk the eggs.'],
      [
        { text: '%', confidence: 40 },
        { text: 'cup', confidence: 95 },
        { text: 'Whisk', confidence: 55 },
      ],
    );
    expect(lines).toEqual(['½ cup sugar', '2 eggs', 'Whisk the eggs.']);
    expect(doubtfulWords).toEqual(['%', 'Whisk', '½']);
  });

  it("put back a facts line's middle dot read as a colon", () => {
    expect(correctLines(['Serves 2 - Prep 30 mins : Total 150 mins'], []).lines).toEqual([
      'Serves 2 - Prep 30 mins · Total 150 mins',
    ]);
  });
});
