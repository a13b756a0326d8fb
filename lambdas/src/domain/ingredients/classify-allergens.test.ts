import { describe, expect, it } from 'vitest';
import { readLabelledLines, scoreClassifier } from '../../../../test/support/allergen-figures.js';
import { normaliseForAllergens } from './allergen-text.js';
import {
  ALLERGEN_RULES_VERSION,
  applyCorrection,
  classifyIngredients,
  classifyLine,
  currentDietary,
} from './classify-allergens.js';
import { foodTable } from './food-tables/index.js';

const flagged = (line: string) => {
  const traits = classifyLine(line);
  return { contains: [...traits.contains].sort(), may: [...traits.may].sort() };
};

describe('the allergen classifier on the labelled lines', () => {
  const lines = readLabelledLines();

  it('has at least 400 lines in every language Hearth reads', () => {
    expect(lines.length).toBeGreaterThanOrEqual(400);
    const languages = new Set(lines.map((line) => line.language));
    expect([...languages].sort()).toEqual([
      'ar',
      'de',
      'en',
      'es',
      'fr',
      'he',
      'it',
      'ja',
      'nl',
      'pl',
      'pt',
      'sv',
      'tr',
    ]);
    for (const language of languages) {
      expect(lines.filter((line) => line.language === language).length).toBeGreaterThanOrEqual(25);
    }
  });

  it('finds at least 99.5% of the allergens (recall) and flags at most 5% wrongly (precision)', () => {
    const scored = scoreClassifier(lines);
    const report = scored.misses.map((miss) => `${miss.line}: missed ${miss.missed} extra ${miss.extra}`);
    expect(scored.overall.recall, report.join('\n')).toBeGreaterThanOrEqual(0.995);
    expect(scored.overall.precision, report.join('\n')).toBeGreaterThanOrEqual(0.95);
    // The dangerous miss: an allergen neither found nor its line flagged "could not be checked".
    const expected = scored.overall.truePositives + scored.overall.falseNegatives;
    expect(scored.missedSilently / expected, report.join('\n')).toBeLessThanOrEqual(0.005);
    // No allergen is left to luck: each one is in the set and found.
    for (const [allergen, figures] of scored.byAllergen) {
      expect(figures.truePositives, allergen).toBeGreaterThan(0);
      expect(figures.recall, allergen).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('classifyLine', () => {
  it('reads a food and its amount words as one line', () => {
    expect(flagged('2 tbsp peanut butter')).toEqual({ contains: ['peanuts'], may: [] });
    expect(flagged('1 cup unsweetened almond milk')).toEqual({ contains: ['nuts'], may: [] });
    expect(flagged('1 can (400 ml) coconut milk')).toEqual({ contains: [], may: [] });
  });

  it('says "may contain" for foods sometimes made with an allergen', () => {
    expect(flagged('2 cups stock')).toEqual({ contains: [], may: ['celery', 'gluten', 'meat'] });
    expect(flagged('200 g dark chocolate').may).toEqual(['milk', 'nuts', 'soy']);
  });

  it('counts every alternative and what the parentheses say', () => {
    expect(flagged('3 tbsp butter or margarine').contains).toEqual(['milk']);
    expect(flagged('2 tbsp neutral oil (or peanut oil)').contains).toEqual(['peanuts']);
  });

  it('lets "gluten-free", "dairy-free" and "vegan" rule out what they say, for the rest of the line only', () => {
    expect(flagged('1 cup gluten-free flour').contains).toEqual([]);
    expect(flagged('2 tbsp vegan butter').contains).toEqual([]);
    expect(flagged('2 cups mozzarella or vegan cheese').contains).toEqual(['milk']);
  });

  it('reads compound words and inflections', () => {
    expect(flagged('2 EL Erdnussbutter').contains).toEqual(['peanuts']);
    expect(flagged('200 ml Kokosmilch').contains).toEqual([]);
    expect(flagged('100 g Buchweizenmehl').contains).toEqual([]);
    expect(flagged('3 el pindakaas').contains).toEqual(['peanuts']);
    expect(flagged('100 g orzeszków ziemnych').contains).toEqual(['peanuts']);
    expect(flagged('40 cl de lait de coco').contains).toEqual([]);
    expect(flagged('8 mejillones').contains).toEqual(['molluscs']);
  });

  it('is not fooled by words that hold a food name', () => {
    for (const line of [
      '8 oz mushrooms',
      '2 eggs, at room temperature',
      '1/4 tsp nutmeg',
      '2 eggplants',
      '1 tsp cream of tartar',
    ]) {
      expect(
        flagged(line).contains.filter((trait) => trait !== 'eggs'),
        line,
      ).toEqual([]);
    }
    expect(flagged('For the peanut sauce:')).toEqual({ contains: [], may: [] });
  });
});

describe('classifyIngredients', () => {
  it('names the line that carries each allergen and keeps "may" apart from "contains"', () => {
    const info = classifyIngredients(
      'For the sauce:\n1 cup chicken stock\n2 tbsp peanut butter\n1 tbsp soy sauce',
    );
    expect(info.contains).toEqual(['gluten', 'peanuts', 'soy']);
    expect(info.mayContain).toEqual(['celery']);
    expect(info.because).toEqual({
      gluten: '1 tbsp soy sauce',
      peanuts: '2 tbsp peanut butter',
      soy: '1 tbsp soy sauce',
      celery: '1 cup chicken stock',
    });
  });

  it('says which diets a recipe fits, which to check and which it breaks', () => {
    const salad = classifyIngredients('2 tomatoes\n1 tbsp olive oil\n1 tsp salt');
    expect(salad.fits).toEqual([
      'vegetarian',
      'vegan',
      'pescatarian',
      'gluten-free',
      'dairy-free',
      'halal',
      'kosher',
      'no-pork',
    ]);
    const omelette = classifyIngredients('3 eggs\n1 tbsp butter');
    expect(omelette.fits).toEqual(['vegetarian', 'pescatarian', 'gluten-free', 'halal', 'kosher', 'no-pork']);
    const soup = classifyIngredients('1 onion\n1 l vegetable stock');
    expect(soup.fits).toContain('vegan');
    expect(soup.check).toEqual(['gluten-free']);
    const risotto = classifyIngredients('300 g arborio rice\n1 l stock\n50 g parmesan');
    expect(risotto.fits).not.toContain('vegetarian');
    expect(risotto.check).toEqual(expect.arrayContaining(['vegetarian', 'kosher']));
  });

  it('applies the family rules for kosher, halal and no pork', () => {
    const cheeseburger = classifyIngredients('500 g ground beef\n4 slices cheddar');
    expect(cheeseburger.fits).not.toContain('kosher');
    expect(cheeseburger.fits).toContain('halal');
    const shrimp = classifyIngredients('1 lb shrimp\n2 cloves garlic');
    expect(shrimp.fits).not.toContain('kosher');
    expect(shrimp.fits).toEqual(expect.arrayContaining(['pescatarian', 'halal', 'no-pork']));
    const coqAuVin = classifyIngredients('1 chicken\n750 ml red wine\n150 g bacon');
    expect(coqAuVin.fits).toEqual(['gluten-free', 'dairy-free']);
    const panna = classifyIngredients('500 ml cream\n3 sheets gelatine');
    expect(panna.fits).not.toContain('vegetarian');
    expect(panna.check).toEqual(expect.arrayContaining(['halal', 'no-pork']));
  });
});

describe('currentDietary', () => {
  it('trusts only a classification stamped with the rules in force', () => {
    const info = classifyIngredients('2 tbsp peanut butter');
    expect(info.rules).toBe(ALLERGEN_RULES_VERSION);
    expect(currentDietary(info)).toBe(info);
    expect(currentDietary({ ...info, rules: ALLERGEN_RULES_VERSION - 1 })).toBeNull();
    const { rules: _rules, ...unstamped } = info;
    expect(currentDietary(unstamped)).toBeNull();
    expect(currentDietary(undefined)).toBeNull();
  });
});

describe('applyCorrection', () => {
  it('takes out what the person says it does not contain and fits the diets they name', () => {
    const soup = classifyIngredients('4 onions\n1 l stock');
    expect(soup.check).toContain('vegetarian');
    const corrected = applyCorrection(soup, {
      notContains: ['gluten'],
      fits: ['vegetarian', 'vegan'],
      note: 'veg stock',
    });
    expect(corrected.mayContain).toEqual(['celery']);
    expect(corrected.because).toEqual({ celery: '1 l stock' });
    expect(corrected.fits).toEqual(expect.arrayContaining(['vegetarian', 'vegan']));
    expect(corrected.check).not.toContain('vegetarian');
    expect(corrected.corrected?.note).toBe('veg stock');
    expect(applyCorrection(soup, null)).toBe(soup);
  });
});

describe('the allergen tables', () => {
  // Where a phrase stands twice (in two languages' lists, say) the first line wins silently; a second
  // line with other traits would read as if it counted. Found five such pairs; each is written once now.
  it('give a phrase written twice the same traits each time', () => {
    const seen = new Map<string, string>();
    const conflicts: string[] = [];
    const tables = [
      'allergens-en.txt',
      'allergens-europe.txt',
      'allergens-world.txt',
      'allergens-species.txt',
    ] as const;
    for (const raw of tables.map(foodTable).join('\n').split('\n')) {
      const [phrases, traits] = raw.trim().split('=');
      if (phrases === undefined || traits === undefined) continue;
      const written = traits.trim().split(/\s+/).sort().join(' ');
      for (const phrase of phrases.split(',')) {
        const mark = phrase.trim()[0] === '~' || phrase.trim()[0] === '^' ? phrase.trim()[0] : '';
        const key = mark + normaliseForAllergens(phrase.replace(/^\s*[~^]/, ''));
        const before = seen.get(key);
        if (before !== undefined && before !== written) conflicts.push(`${key}: ${before} / ${written}`);
        seen.set(key, before ?? written);
      }
    }
    expect(conflicts).toEqual([]);
  });
});
