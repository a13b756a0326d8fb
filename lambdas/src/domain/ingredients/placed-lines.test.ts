import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readLabelledLines } from '../../../../test/support/allergen-figures.js';
import { applyCorrection, classifyIngredients, classifyLine } from './classify-allergens.js';

const unplaced = (line: string) => classifyLine(line).unplaced;

describe('a line whose food the classifier cannot place', () => {
  it('is flagged, whatever the language, naming the words it could not place', () => {
    expect(unplaced('1 jar Miracle Wop spread')).toEqual(['miracle', 'wop']);
    expect(unplaced('2 tbsp Zhorbajiang')).toEqual(['zhorbajiang']);
    expect(unplaced('1 Päckchen Zauberpulver')).toEqual(['zauberpulver']);
    expect(unplaced('200 g de blorbo frais')).toEqual(['blorbo']);
    expect(unplaced('1 łyżka przyprawy uniwersalnej')).toEqual(['przyprawy', 'uniwersalnej']);
  });

  it('is placed when every word is a known food, an amount or how it is cut, in the nine languages', () => {
    for (const line of [
      '1 large yellow onion, finely chopped (about 1 cup)',
      '2 Knoblauchzehen, fein gehackt',
      '500 g kruimige aardappelen',
      '3 marchewki, starte',
      '400 g di pomodori pelati',
      '1 cebolla grande picada',
      '2 gousses d’ail émincées',
      '1 dl hackad persilja',
      '2 dentes de alho picados',
      'Salt, to taste',
      'For the sauce:',
    ])
      expect(unplaced(line), line).toEqual([]);
  });

  it('counts only the words before the first comma and outside parentheses', () => {
    expect(unplaced('1 onion, Vidalia if you can (Grandma’s favourite)')).toEqual([]);
    expect(unplaced('1 cup Zorblax (or onion)')).toEqual(['zorblax']);
  });

  it('is not placed by a plain food hidden inside an unknown word ("ris" in "krispies")', () => {
    expect(unplaced('1 cup Crispix')).toEqual(['crispix']);
    expect(unplaced('200 g Vollkornreis')).toEqual([]);
  });

  it('keeps an allergen-bearing compound placed ("Räucherlachs")', () => {
    expect(classifyLine('200 g Räucherlachs')).toMatchObject({ unplaced: [] });
    expect([...classifyLine('200 g Räucherlachs').contains]).toContain('fish');
  });
});

describe('the common English lines', () => {
  it('are every one placed: plain foods never read as "could not be checked"', () => {
    const lines = readFileSync(
      new URL('../../../../test/fixtures/common-lines-en.txt', import.meta.url),
      'utf8',
    )
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(lines.length).toBeGreaterThanOrEqual(300);
    const flagged = lines.filter((line) => unplaced(line).length > 0);
    expect(flagged).toEqual([]);
  });

  it('and at most 5% of the labelled lines in nine languages are flagged', () => {
    const lines = readLabelledLines();
    const flagged = lines.filter(({ line }) => unplaced(line).length > 0);
    expect(flagged.length / lines.length).toBeLessThanOrEqual(0.05);
  });
});

describe('a recipe with a line that could not be checked', () => {
  const recipe = '2 cups flour\n1 jar Blorbo spread\n2 eggs';

  it('names the line as unknown', () => {
    expect(classifyIngredients(recipe).unknown).toEqual(['1 jar Blorbo spread']);
    expect(classifyIngredients('2 cups flour\n2 eggs').unknown).toEqual([]);
  });

  it('is settled by its cook checking the line, and an edited line is not checked', () => {
    const info = classifyIngredients(recipe);
    const checked = applyCorrection(info, {
      notContains: [],
      fits: [],
      note: null,
      checked: ['1 jar Blorbo spread'],
    });
    expect(checked.unknown).toEqual([]);
    const edited = applyCorrection(
      classifyIngredients('2 cups flour\n2 jars Blorbo spread'),
      checked.corrected,
    );
    expect(edited.unknown).toEqual(['2 jars Blorbo spread']);
  });
});
