import { describe, expect, it } from 'vitest';
import { formatLike, formatQuantity } from './format-quantity.js';
import type { QuantityStyle } from './parse-quantity.js';

const style = (overrides: Partial<QuantityStyle> = {}): QuantityStyle => ({
  notation: 'fraction',
  unicode: false,
  glyphJoiner: '',
  decimalComma: false,
  capitalised: false,
  ...overrides,
});

describe('formatQuantity', () => {
  it.each([
    [0.5, '1/2'],
    [0.25, '1/4'],
    [0.75, '3/4'],
    [1 / 3, '1/3'],
    [2 / 3, '2/3'],
    [0.6667, '2/3'],
    [0.67, '2/3'],
    [0.125, '1/8'],
    [0.375, '3/8'],
    [1.5, '1 1/2'],
    [2.25, '2 1/4'],
    [1 + 1 / 3, '1 1/3'],
    [3, '3'],
    [1.999, '2'],
    [2.99, '3'],
    [0.15, '0.15'],
    [2.3, '2.3'],
    [83.333_333, '83 1/3'],
    [83.3, '83.3'],
    [0.001, '0.01'],
    [12, '12'],
  ])('%d -> %s', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it('never writes a whole part followed by a whole number', () => {
    for (let value = 0.01; value < 10; value += 0.01) expect(formatQuantity(value)).not.toMatch(/^\d+ \d+$/);
  });

  it('never writes 0 for a small positive amount', () => {
    for (const value of [0.0001, 0.004, 0.01, 0.04]) expect(formatQuantity(value)).not.toBe('0');
  });

  it('writes decimals when asked, for metric amounts', () => {
    expect(formatQuantity(0.75, { notation: 'decimal' })).toBe('0.75');
    expect(formatQuantity(2 / 3, { notation: 'decimal' })).toBe('0.67');
    expect(formatQuantity(2.5, { notation: 'decimal', decimalComma: true })).toBe('2,5');
  });

  it('writes glyphs when asked', () => {
    expect(formatQuantity(1.5, { unicode: true })).toBe('1½');
    expect(formatQuantity(1.5, { unicode: true, glyphJoiner: ' ' })).toBe('1 ½');
    expect(formatQuantity(2 / 3, { unicode: true })).toBe('⅔');
    expect(formatQuantity(0.15, { unicode: true })).toBe('0.15');
  });

  it('refuses negative and non-finite amounts', () => {
    expect(() => formatQuantity(-1)).toThrow(RangeError);
    expect(() => formatQuantity(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatLike', () => {
  it('keeps a spelled-out amount a word while it is whole and at most twelve', () => {
    expect(formatLike(2, style({ notation: 'word', capitalised: true }))).toBe('Two');
    expect(formatLike(12, style({ notation: 'word' }))).toBe('twelve');
    expect(formatLike(24, style({ notation: 'word' }))).toBe('24');
    expect(formatLike(1.5, style({ notation: 'word' }))).toBe('1 1/2');
  });

  it('keeps decimals decimal and prefers decimals when the unit is metric', () => {
    expect(formatLike(0.75, style({ notation: 'decimal' }))).toBe('0.75');
    expect(formatLike(0.75, style(), true)).toBe('0.75');
    expect(formatLike(0.75, style())).toBe('3/4');
  });
});
