import { describe, expect, it } from 'vitest';
import { stretchMessage } from './pseudo';

describe('stretchMessage', () => {
  it('brackets a message and makes it 40% longer', () => {
    const stretched = stretchMessage('Ŝîĝñ îñ') as string;
    expect(stretched).toBe('[Ŝîĝñ îñ···]');
    expect(stretched.length).toBeGreaterThanOrEqual(Math.ceil('Ŝîĝñ îñ'.length * 1.4));
  });

  it('keeps placeholders where they are', () => {
    expect(stretchMessage(['Ĥéļļö ', ['name'], '!'])).toEqual(['[', 'Ĥéļļö ', ['name'], '!', '·····]']);
  });
});
