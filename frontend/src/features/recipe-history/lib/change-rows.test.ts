import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/runtime';
import { changeRows, valueText } from './change-rows';

describe('how a version change reads', () => {
  // English, the source: its words are the messages themselves.
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('pairs a removed line with the added one as a changed line, marking the words that changed', () => {
    expect(
      changeRows([{ keep: 1 }, { remove: ['2 tsp salt'] }, { add: ['1 tsp salt'] }, { keep: 2 }]),
    ).toEqual([
      { kind: 'same', count: 1 },
      {
        kind: 'changed',
        words: [
          { text: '2', mark: 'removed' },
          { text: '1', mark: 'added' },
          { text: ' tsp salt', mark: 'same' },
        ],
      },
      { kind: 'same', count: 2 },
    ]);
  });

  it('shows lines beyond the pairs as removed or added', () => {
    expect(changeRows([{ remove: ['a', 'b'] }, { add: ['A'] }, { add: ['c'] }])).toEqual([
      {
        kind: 'changed',
        words: [
          { text: 'a', mark: 'removed' },
          { text: 'A', mark: 'added' },
        ],
      },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'c' },
    ]);
  });

  it('reads values as people say them', () => {
    expect(valueText('cookTime', 90)).toBe('90 min');
    expect(valueText('servings', null)).toBe('none');
  });
});
