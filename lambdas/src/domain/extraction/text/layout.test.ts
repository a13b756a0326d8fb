import { describe, expect, it } from 'vitest';
import { orderLines, type PlacedText } from './layout.js';

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
