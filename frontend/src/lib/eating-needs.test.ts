import type { DietaryInfo } from '@contracts/allergens';
import type { HouseholdMember } from '@contracts/households';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/runtime';

// The messages come from the catalogs; English is their source.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

import { conflictsOf } from './eating-needs';

const person = (displayName: string, allergies: string[], diets: string[] = []): HouseholdMember =>
  ({ userId: displayName, displayName, role: 'member', joinedAt: '', allergies, diets }) as HouseholdMember;

const satay: DietaryInfo = {
  contains: ['peanuts', 'soy'],
  mayContain: ['celery'],
  fits: ['dairy-free', 'halal', 'no-pork'],
  check: ['vegetarian'],
  because: { peanuts: '2 tbsp peanut butter', soy: '1 tbsp soy sauce', celery: '1 cup stock' },
};

describe('conflictsOf', () => {
  it('names the person and the line for what a recipe contains', () => {
    expect(conflictsOf(satay, [person('Sam', ['peanuts']), person('Ana', [])])).toEqual([
      { text: 'Contains peanuts — Sam is allergic', line: '2 tbsp peanut butter', certain: true },
    ]);
  });

  it('says "may contain" and joins several people', () => {
    const texts = conflictsOf(satay, [person('Sam', ['celery']), person('Ana', ['celery'])]).map(
      (c) => c.text,
    );
    expect(texts).toEqual(['May contain celery — Sam and Ana are allergic']);
  });

  it('flags diets the recipe breaks or may break', () => {
    const texts = conflictsOf(satay, [person('Jo', [], ['vegetarian', 'gluten-free'])]).map((c) => c.text);
    expect(texts).toEqual([
      'Check if vegetarian (it may not be) — Jo keeps it',
      'Not gluten-free — Jo keeps it',
    ]);
  });

  it('says some ingredients could not be checked, for those who keep allergies or diets', () => {
    const mystery: DietaryInfo = { ...satay, contains: [], mayContain: [], unknown: ['1 jar Blorbo spread'] };
    expect(conflictsOf(mystery, [person('Sam', ['peanuts']), person('Ana', [])])).toEqual([
      {
        text: 'Some ingredients could not be checked — for Sam',
        line: '1 jar Blorbo spread',
        certain: false,
      },
    ]);
    expect(conflictsOf(mystery, [person('Ana', [])])).toEqual([]);
  });

  it('says nothing without a classification or without conflicts', () => {
    expect(conflictsOf(null, [person('Sam', ['peanuts'])])).toEqual([]);
    expect(conflictsOf(satay, [person('Sam', ['milk'], ['halal'])])).toEqual([]);
  });
});
