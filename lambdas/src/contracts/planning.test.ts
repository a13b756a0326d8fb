import { describe, expect, it } from 'vitest';
import {
  addMenuRecipesRequest,
  addPlanEntryRequest,
  createMealPlanRequest,
  createMenuRequest,
  groupByCourse,
  isCalendarDate,
  longDate,
  weekDates,
} from './planning.js';

describe('weekDates', () => {
  it('runs Monday to Sunday from a Monday start', () => {
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('starts on the Monday of the week holding a mid-week start date', () => {
    const dates = weekDates('2026-11-26'); // a Thursday
    expect(dates[0]).toBe('2026-11-23');
    expect(dates[3]).toBe('2026-11-26');
    expect(dates[6]).toBe('2026-11-29');
  });

  it('treats a Sunday start as the last day of its week, and crosses month and year ends', () => {
    expect(weekDates('2026-11-29')[0]).toBe('2026-11-23');
    expect(weekDates('2026-12-30')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weekDates('2028-02-28')[1]).toBe('2028-02-29');
  });

  it('is not moved by daylight saving (UTC arithmetic)', () => {
    expect(weekDates('2026-03-09')[6]).toBe('2026-03-15');
    expect(weekDates('2026-10-26')[6]).toBe('2026-11-01');
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('26-02-01')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
  });

  it('shows dates in long US form', () => {
    expect(longDate('2026-11-23')).toBe('November 23, 2026');
  });
});

describe('groupByCourse', () => {
  it('orders courses appetizer, main, side, dessert, beverage, other and drops empty ones', () => {
    const groups = groupByCourse([
      { id: 'cake', courseType: 'dessert' as const },
      { id: 'wine', courseType: 'beverage' as const },
      { id: 'roast', courseType: 'main' as const },
      { id: 'soup', courseType: 'appetizer' as const },
      { id: 'fish', courseType: 'main' as const },
      { id: 'beans', courseType: 'side' as const },
    ]);
    expect(groups.map((group) => group.label)).toEqual([
      'Appetizer',
      'Main Course',
      'Side Dish',
      'Dessert',
      'Beverage',
    ]);
    expect(groups[1]?.entries.map((entry) => entry.id)).toEqual(['roast', 'fish']);
  });
});

describe('request contracts', () => {
  it("asks for every meal-plan field with 'Please fill in all fields'", () => {
    for (const body of [{}, { name: ' ', startDate: '2026-11-23' }, { name: 'Week', startDate: '' }]) {
      const parsed = createMealPlanRequest.safeParse(body);
      expect(parsed.error?.issues[0]?.message).toBe('Please fill in all fields');
    }
    expect(createMealPlanRequest.parse({ name: ' Week 48 ', startDate: '2026-11-23' })).toEqual({
      name: 'Week 48',
      startDate: '2026-11-23',
    });
  });

  it('needs day, meal type and recipe to add a recipe to a plan', () => {
    expect(addPlanEntryRequest.safeParse({ recipeId: 'r', dayOfWeek: 7, mealType: 'lunch' }).success).toBe(
      false,
    );
    expect(addPlanEntryRequest.safeParse({ recipeId: 'r', dayOfWeek: 0, mealType: 'brunch' }).success).toBe(
      false,
    );
    expect(addPlanEntryRequest.safeParse({ dayOfWeek: 0, mealType: 'lunch' }).error?.issues[0]?.message).toBe(
      'Please fill in all fields',
    );
    expect(addPlanEntryRequest.parse({ recipeId: 'r', dayOfWeek: 6, mealType: 'snack' }).dayOfWeek).toBe(6);
  });

  it("needs a menu name ('Please enter a menu name'); date, description and guests are optional", () => {
    expect(createMenuRequest.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(
      'Please enter a menu name',
    );
    expect(
      createMenuRequest.parse({ name: 'Supper', eventDate: '', description: ' ', guestCount: '' }),
    ).toEqual({
      name: 'Supper',
      eventDate: null,
      description: null,
      guestCount: null,
    });
    expect(createMenuRequest.parse({ name: 'Supper', guestCount: '8' }).guestCount).toBe(8);
    expect(createMenuRequest.safeParse({ name: 'Supper', guestCount: 0 }).success).toBe(false);
  });

  it("defaults a recipe's course to main and needs at least one recipe", () => {
    expect(addMenuRecipesRequest.parse({ recipes: [{ recipeId: 'r' }] }).recipes[0]?.courseType).toBe('main');
    expect(addMenuRecipesRequest.safeParse({ recipes: [] }).error?.issues[0]?.message).toBe(
      'Please add at least one recipe',
    );
  });
});
