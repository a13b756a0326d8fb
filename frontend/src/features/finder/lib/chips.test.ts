import { describe, expect, it } from 'vitest';
import { addChips } from './chips';

describe('addChips', () => {
  it('lower-cases and trims what was typed and ignores repeats and blanks', () => {
    expect(addChips(['tomato'], '  Onion ')).toEqual(['tomato', 'onion']);
    expect(addChips(['tomato'], 'TOMATO')).toEqual(['tomato']);
    expect(addChips([], ' , ')).toEqual([]);
  });

  it('adds several at once when separated by commas', () => {
    expect(addChips(['egg'], 'Red  Onion, garlic,egg')).toEqual(['egg', 'red onion', 'garlic']);
  });
});
