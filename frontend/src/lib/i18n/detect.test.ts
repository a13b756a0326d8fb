import { describe, expect, it } from 'vitest';
import { detectLocale } from './detect';
import { directionOf, matchLocale } from './locales';

describe('detectLocale', () => {
  it('takes the profile first, then this device, then the browser, then English', () => {
    expect(detectLocale({ profile: 'ja', device: 'fr', browser: ['de-DE'] })).toBe('ja');
    expect(detectLocale({ profile: null, device: 'fr', browser: ['de-DE'] })).toBe('fr');
    expect(detectLocale({ device: null, browser: ['de-DE', 'en'] })).toBe('de');
    expect(detectLocale({ browser: [] })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });

  it('skips the browser languages Hearth does not speak, and unknown stored choices', () => {
    expect(detectLocale({ browser: ['hu-HU', 'sv', 'it-CH'] })).toBe('it');
    expect(detectLocale({ device: 'klingon', browser: ['nl-BE'] })).toBe('nl');
    expect(detectLocale({ browser: ['hu'] })).toBe('en');
  });

  it('never picks the pseudo-locale from a browser, only from an explicit choice', () => {
    expect(detectLocale({ browser: ['pseudo', 'es'] })).toBe('es');
    expect(detectLocale({ device: 'pseudo' })).toBe('pseudo');
  });
});

describe('matchLocale', () => {
  it('maps regional tags to the language Hearth speaks', () => {
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('pt-BR')).toBe('pt-BR');
    expect(matchLocale('iw')).toBe('he');
    expect(matchLocale('zh-CN')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });

  it('knows which languages run right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
    expect(directionOf('pseudo')).toBe('ltr');
  });
});
