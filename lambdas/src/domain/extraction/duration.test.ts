import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration.js';
import { parseYield } from './yields.js';

describe('parseDuration', () => {
  it.each([
    ['PT20M', 20],
    ['PT1H20M', 80],
    ['P0DT0H35M', 35],
    ['PT1.5H', 90],
    ['PT45S', 45],
    ['PT1800S', 30],
    ['PT2S', 1],
    ['P1D', 1440],
    ['0D4H45M', 285],
    ['1H30M', 90],
    ['P30M', 30],
    ['PT0D1H0M', 60],
  ])('reads ISO 8601 %s as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each([
    ['1 hr 20 mins', 80],
    ['1 hour and 20 minutes', 80],
    ['1½ hours', 90],
    ['1 1/2 hours', 90],
    ['45 min', 45],
    ['1h20', 80],
    ['1:30', 90],
    ['20-25 minutes', 25],
    ['10 to 15 mins', 15],
    ['2 Stunden 10 Minuten', 130],
    ['25 minutos', 25],
    ['1 heure 15 minutes', 75],
    ['30', 30],
  ])('reads free text "%s" as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it('takes numbers as minutes and gives null for what is not a duration', () => {
    expect(parseDuration(15)).toBe(15);
    expect(parseDuration('overnight')).toBeNull();
    expect(parseDuration('PT-471406H28M55S')).toBeNull();
    expect(parseDuration('')).toBeNull();
    expect(parseDuration(null)).toBeNull();
  });
});

describe('parseYield', () => {
  it('reads servings from people counts and bare numbers', () => {
    expect(parseYield('4')).toEqual({ servings: 4, yields: '4 servings' });
    expect(parseYield(6)).toEqual({ servings: 6, yields: '6 servings' });
    expect(parseYield('Serves 4')).toEqual({ servings: 4, yields: 'Serves 4' });
    expect(parseYield('4 Personen')).toEqual({ servings: 4, yields: '4 Personen' });
  });

  it('gives the upper end of a range as servings and keeps the text', () => {
    expect(parseYield('Serves 4-6')).toEqual({ servings: 6, yields: 'Serves 4-6' });
  });

  it('keeps item yields as text only', () => {
    expect(parseYield('12 cookies')).toEqual({ servings: null, yields: '12 cookies' });
    expect(parseYield('Makes 2 loaves')).toEqual({ servings: null, yields: 'Makes 2 loaves' });
  });

  it('prefers the serving count in a list of yields', () => {
    expect(parseYield(['24 cookies', '12'])).toEqual({ servings: 12, yields: '12 servings' });
    expect(parseYield(null)).toEqual({ servings: null, yields: null });
  });
});
