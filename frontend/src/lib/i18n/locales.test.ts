import { describe, expect, it } from 'vitest';
import linguiConfig from '../../../../lingui.config';
import { LOCALE_NAMES } from './locale-names';
import { LOCALES } from './locales';

describe('the interface languages', () => {
  it('are the same in lingui.config.ts (plus the pseudo-locale) and in the app', () => {
    expect(linguiConfig.locales).toEqual([...LOCALES, 'pseudo']);
    expect(linguiConfig.pseudoLocale).toBe('pseudo');
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort());
  });
});
