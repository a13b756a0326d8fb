import { describe, expect, it } from 'vitest';
import { endsShort, orderLines, orderPlacedLines, type PlacedText } from './layout.js';

const box = (text: string, x0: number, y0: number, x1: number, height = 20): PlacedText => ({
  text,
  bbox: { x0, y0, x1, y1: y0 + height },
});

describe('orderLines', () => {
  it('reads a two-column ingredient list column by column', () => {
    const lines = orderLines([
      box('Ingredients', 50, 100, 200),
      box('2 cups flour', 50, 140, 220),
      box('1 tsp salt', 500, 140, 640),
      box('3 eggs', 50, 170, 150),
      box('1 cup milk', 500, 170, 640),
      box('50 g butter', 50, 200, 210),
      box('Method', 50, 260, 160),
      box('1. Mix everything.', 50, 300, 400),
    ]);
    expect(lines).toEqual([
      'Ingredients',
      '2 cups flour',
      '3 eggs',
      '50 g butter',
      '1 tsp salt',
      '1 cup milk',
      '',
      'Method',
      '1. Mix everything.',
    ]);
  });

  it('puts boxes into rows by height and joins boxes close on a row', () => {
    const lines = orderLines([
      box('second line', 50, 130, 200),
      box('Title', 50, 100, 120),
      box('continues', 125, 101, 250),
    ]);
    expect(lines).toEqual(['Title continues', 'second line']);
  });

  it('keeps the given order when boxes are unknown', () => {
    expect(orderLines([{ text: 'b' }, { text: ' ' }, { text: 'a' }])).toEqual(['b', 'a']);
  });
});

describe('endsShort', () => {
  const at = (text: string, x0: number, y0: number, x1: number) => ({
    text,
    from: [],
    bbox: { x0, y0, x1, y1: y0 + 20 },
  });

  it('calls a line short when the next line’s first word would have fitted on it', () => {
    const lines = [
      at('2 cups plain flour, sifted twice with the', 50, 100, 600),
      at('salt', 50, 130, 100),
      at('16 oz chocolate coating (1 package)', 50, 160, 480),
      at('assorted sprinkles', 50, 190, 260),
      at('1. Melt the coating in a bowl over barely simmering water and stir', 50, 260, 620),
    ];
    expect(endsShort(lines)).toEqual([false, true, true, true, false]);
  });

  it('measures a column of a two-column list up to the column beside it', () => {
    const lines = [
      at('1 cup hazelnuts toasted and skins', 50, 100, 300),
      at('removed', 50, 130, 140),
      at('1 tsp salt', 340, 100, 440),
      { text: '', from: [] },
      at('Stir everything together in a large bowl until it comes', 50, 200, 620),
    ];
    // The wrapped first line is not short: its right edge is the gutter, not the step below.
    expect(endsShort(lines)).toEqual([false, true, false, false, false]);
  });

  it('ends a column’s last line where the next column starts, however full the line', () => {
    const lines = [
      at('1 pinch of grated nutmeg (optional)', 50, 100, 330),
      at('1 peu de noix de muscade (facultatif)', 50, 130, 340),
      at('poivre du moulin', 380, 100, 520),
      at('2 tbsp butter', 380, 130, 480),
    ];
    // Print wraps a line onto the line below it, never to the top of the next column.
    expect(endsShort(lines)).toEqual([false, true, false, false]);
  });

  it('measures the right column of a two-column list as wide as the left one', () => {
    const lines = orderPlacedLines([
      box('250 g de tagliatelles', 70, 250, 280),
      box('4 cs de parmesan', 720, 250, 900),
      box('100 g de lardons fumés ou de pancetta', 70, 290, 470),
      box('1 gousse d’ail', 720, 290, 860),
      box('1 oeuf', 70, 330, 140),
      box('1 peu de noix de muscade (facultatif)', 720, 330, 1100),
      box('1 jaune d’oeuf', 70, 370, 220),
      box('poivre du moulin', 720, 370, 890),
    ]);
    expect(lines.map((l) => l.text).slice(6)).toEqual([
      '1 peu de noix de muscade (facultatif)',
      'poivre du moulin',
    ]);
    // The column's longest line ends short: the next line's first word fits before the column's edge.
    expect(endsShort(lines)[6]).toBe(true);
  });

  it('measures the left column of a two-column list up to the right one, less a gutter', () => {
    const lines = orderPlacedLines([
      box('1,5 kg jahňacieho stehna', 144, 250, 375),
      box('čerstvý rozmarín', 751, 250, 913),
      box('olivový olej Primadonna', 142, 290, 371),
      box('2 kyslé uhorky Freshona', 752, 290, 984),
      box('soľ Kania', 143, 330, 232),
      box('1 strúčik cesnaku', 754, 330, 917),
      box('čierne mleté korenie Kania', 142, 370, 398),
    ]);
    expect(lines.map((l) => l.text).slice(1, 3)).toEqual(['olivový olej Primadonna', 'soľ Kania']);
    // The left column's own longest line is no edge: "soľ" fits well before the right column.
    expect(endsShort(lines)[1]).toBe(true);
  });

  it('counts a step’s hanging indent in the column whose edge it shows', () => {
    const lines = [
      at('2 tablespoons basil leaves (you can also use basil infused oil)', 63, 100, 1013),
      at('grated Pecorino Romano or Parmesan cheese', 63, 130, 594),
      { text: '', from: [] },
      at('1. Place the gnocchi, peppers, tomatoes, onion and garlic in a', 64, 200, 1091),
      at('few generous grinds of black pepper in a large bowl. Drizzle with', 102, 230, 1132),
    ];
    expect(endsShort(lines)[0]).toBe(true);
  });
});
