// Where a recipe sits in a plan: a meal of a week's day, or a course of a dinner party's menu. Plain values,
// without zod, so the plan's and the menu's pages open without loading the schemas (issue 35); the
// planning contract (planning.ts) builds its rules from them and hands them on to the handlers.

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
export const MEAL_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** SPEC 9: courses in the order shown; main is the default. */
export const COURSE_TYPES = ['appetizer', 'main', 'side', 'dessert', 'beverage', 'other'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const DEFAULT_COURSE: CourseType = 'main';
export const COURSE_LABELS: Record<CourseType, string> = {
  appetizer: 'Appetizer',
  main: 'Main Course',
  side: 'Side Dish',
  dessert: 'Dessert',
  beverage: 'Beverage',
  other: 'Other',
};

/** Entries grouped by course in the spec's order; empty courses left out, order within a course kept. */
export function groupByCourse<T extends { courseType: CourseType }>(
  entries: T[],
): { course: CourseType; label: string; entries: T[] }[] {
  return COURSE_TYPES.map((course) => ({
    course,
    label: COURSE_LABELS[course],
    entries: entries.filter((entry) => entry.courseType === course),
  })).filter((group) => group.entries.length > 0);
}
