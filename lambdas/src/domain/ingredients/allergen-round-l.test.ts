// The classes of round L (issue 38): lupin, clarified butter, halva and cured fish named in every
// language; katakana read only against foods of the same length; a seafood cue that adds no kind beside a
// known fish or shellfish; Dutch "kriel" (baby potatoes) known. Lines written for these tests, not taken
// from a held-out round.
import { describe, expect, it } from 'vitest';
import { readAllergens as read } from './allergen-lines.testkit.js';

describe('lupin by its name in each language', () => {
  it.each([
    '200 g de altramuces',
    '1 taza de altramuz cocido',
    '150 g de tremoços',
    'lupini sott’aceto',
    '100 g Lupinenmehl',
    '50 g mąki z łubinu',
    '1 kase acı bakla',
    'ルピナス粉 30g',
    'ترمس مسلوق',
    'תורמוס מבושל',
  ])('%s', (line) => {
    expect(read(line).found).toContain('lupin');
  });
});

describe('clarified butter is butter in every language', () => {
  it.each([
    '2 yemek kaşığı sade yağ',
    '2 tbsp ghee',
    '50 g de beurre clarifié',
    '2 EL Butterschmalz',
    '30 g di burro chiarificato',
    '2 colheres de manteiga clarificada',
    'ギー 大さじ1',
    'سمن بلدي',
  ])('%s', (line) => {
    expect(read(line).found).toContain('milk');
  });

  it('keeps bare Arabic "samn" (it may be vegetable shortening) as a may', () => {
    expect(read('ملعقة سمن').found).toContain('milk');
  });
});

describe('halva of any kind is sesame and may hold milk and nuts', () => {
  it.each(['200 g tahin helvası', '100 g halva', 'חלווה 100 גרם', 'حلاوة طحينية'])('%s', (line) => {
    expect(read(line).found).toEqual(expect.arrayContaining(['sesame', 'milk', 'nuts']));
  });
});

describe('cured fish and roe', () => {
  it.each(['100 g de mojama', 'bottarga grattugiata', 'botargo', 'からすみ 20g', 'lakerda', 'tarama'])(
    '%s',
    (line) => {
      expect(read(line).found).toContain('fish');
    },
  );
});

describe('katakana compared only with foods of the same length class', () => {
  it('does not read ハバネロ (habanero) as paneer', () => {
    expect(read('ハバネロ 1本').found).toEqual([]);
  });

  it('still reads カマンベール as camembert', () => {
    expect(read('カマンベール 1/2個').found).toEqual(['milk']);
  });
});

describe('a seafood cue beside a known fish or shellfish adds no other kind', () => {
  it('reads cleaned calamari as molluscs only', () => {
    expect(read('300 g calamari puliti').found).toEqual(['molluscs']);
    expect(read('500 g de calamares limpios').found).toEqual(['molluscs']);
  });

  it('still asks about an unknown word beside the cue', () => {
    expect(read('2 orate pulite').found).toContain('fish');
    expect(read('1 kg de navajas limpias').found.length).toBeGreaterThan(0);
  });
});

describe('Dutch kriel (baby potatoes) is not krill', () => {
  it('is a plain food', () => {
    expect(read('500 g kriel')).toEqual({ found: [], flagged: false });
    expect(read('500 g krieltjes')).toEqual({ found: [], flagged: false });
  });
});
