// API contracts of the planning area (meal plans, their calendar feeds, dinner-party menus), shared by
// the handlers and the frontend. Messages carry the spec's wording (SPEC.md sections 5 and 8).
import * as z from 'zod';
import { ALLERGENS, DIETS } from './allergens.js';
import { requiredText, wholeNumber } from './fields.js';
import { recipeSummary } from './recipe-summary.js';
import { dietaryInfo } from './recipe-views.js';
import { schema } from './schema.js';

export { addDays, DAYS, weekDates } from './plan-dates.js';

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

export const MAX_PLAN_ENTRIES = 200;
export const MAX_MENU_RECIPES = 100;
/** Recipes one Add Recipes request may put on a menu. */
export const MAX_RECIPES_PER_ADD = 50;
export const MAX_GUESTS = 500;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Long US form (SPEC 9): 'November 23, 2026'. */
export function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

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

const trimmed = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`);

// ---- Requests ----

export const createMealPlanRequest = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('Please fill in all fields', 120),
    startDate: z
      .string({ error: 'Please fill in all fields' })
      .trim()
      .min(1, 'Please fill in all fields')
      .refine(isCalendarDate, 'Start date must be a date (YYYY-MM-DD)'),
  }),
);
export type CreateMealPlanRequest = z.infer<typeof createMealPlanRequest>;

const required = 'Please fill in all fields';
export const addPlanEntryRequest = /* @__PURE__ */ schema(() =>
  z.object({
    recipeId: requiredText(required, 64),
    dayOfWeek: wholeNumber(required, 0, 6),
    mealType: z.enum(MEAL_TYPES, { error: required }),
  }),
);
export type AddPlanEntryRequest = z.infer<typeof addPlanEntryRequest>;

const optionalText = (max: number, label: string) =>
  trimmed(max, label)
    .nullish()
    .transform((value) => (value ? value : null));

export const createMenuRequest = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('Please enter a menu name', 120),
    eventDate: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isCalendarDate(value), 'Date must be a date (YYYY-MM-DD)'),
    description: optionalText(2000, 'Description'),
    guestCount: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .transform((value, ctx) => {
        if (value === null || value === undefined || value === '') return null;
        const count = typeof value === 'number' ? value : Number(value);
        if (!Number.isInteger(count) || count < 1 || count > MAX_GUESTS) {
          ctx.addIssue({
            code: 'custom',
            message: `Guest count must be a whole number from 1 to ${MAX_GUESTS}`,
          });
          return z.NEVER;
        }
        return count;
      }),
  }),
);
export type CreateMenuRequest = z.input<typeof createMenuRequest>;

/** The guests a menu is checked against (issue 38): a name, their allergies and diets, no account. */
export const MAX_MENU_GUESTS = 30;
export const menuGuest = /* @__PURE__ */ schema(() =>
  z
    .object({
      name: requiredText('Please enter the guest’s name', 60, 'A guest’s name is at most 60 characters'),
      allergies: z
        .array(z.enum(ALLERGENS, { message: 'Choose allergies from the list.' }))
        .max(ALLERGENS.length),
      diets: z.array(z.enum(DIETS, { message: 'Choose diets from the list.' })).max(DIETS.length),
    })
    .strict(),
);
export type MenuGuest = z.infer<typeof menuGuest>;
export const setMenuGuestsRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      guests: z.array(menuGuest).max(MAX_MENU_GUESTS, `A menu lists at most ${MAX_MENU_GUESTS} guests`),
    })
    .strict(),
);

export const addMenuRecipesRequest = /* @__PURE__ */ schema(() =>
  z.object({
    recipes: z
      .array(
        z.object({
          recipeId: z.string().trim().min(1).max(64),
          courseType: z.enum(COURSE_TYPES).default(DEFAULT_COURSE),
        }),
        { error: 'Please add at least one recipe' },
      )
      .min(1, 'Please add at least one recipe')
      .max(MAX_RECIPES_PER_ADD, `Add at most ${MAX_RECIPES_PER_ADD} recipes at a time`),
  }),
);
export type AddMenuRecipesRequest = z.input<typeof addMenuRecipesRequest>;

// ---- Responses ----

/** What a plan or menu shows of a recipe; null when it was deleted or is no longer visible to the owner. */
export const plannedRecipe = /* @__PURE__ */ schema(() =>
  recipeSummary.pick({ id: true, title: true, imageUrl: true, servings: true }).extend({
    totalTime: z.number().nullable(),
    /** Its allergens and diets (issue 38), so the plan warns who may not eat it; null if not known. */
    dietary: dietaryInfo.nullable().optional(),
  }),
);
export type PlannedRecipe = z.infer<typeof plannedRecipe>;

export const mealPlanSummary = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    createdAt: z.string(),
  }),
);
export type MealPlanSummary = z.infer<typeof mealPlanSummary>;

export const mealPlanEntry = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    recipeId: z.string(),
    dayOfWeek: z.number(),
    mealType: z.enum(MEAL_TYPES),
    position: z.number(),
    /** Who in the household put it on the plan (null on entries older than households). */
    addedBy: z.string().nullable(),
    recipe: plannedRecipe.nullable(),
    /** The day it was marked cooked, into the household's cook log (issue 39); absent until then. */
    cookedOn: z.string().nullable().optional(),
  }),
);
export type MealPlanEntry = z.infer<typeof mealPlanEntry>;

export const mealPlanDetail = /* @__PURE__ */ schema(() =>
  mealPlanSummary.extend({
    entries: z.array(mealPlanEntry),
    /** The private calendar address, when the owner turned it on. */
    calendarFeedUrl: z.string().nullable(),
  }),
);
export type MealPlanDetail = z.infer<typeof mealPlanDetail>;

export const mealPlanList = /* @__PURE__ */ schema(() => z.object({ mealPlans: z.array(mealPlanSummary) }));
export const calendarFeed = /* @__PURE__ */ schema(() =>
  z.object({ calendarFeedUrl: z.string().nullable() }),
);

export const menuSummary = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    eventDate: z.string().nullable(),
    description: z.string().nullable(),
    guestCount: z.number().nullable(),
    createdAt: z.string(),
    /** Guests with allergies or diets, each dish checked against them (issue 38). */
    guests: z.array(menuGuest).optional(),
    /** The day the menu was marked cooked, into the household's cook log (issue 39); absent until then. */
    cookedOn: z.string().nullable().optional(),
  }),
);
export type MenuSummary = z.infer<typeof menuSummary>;

export const menuEntry = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    recipeId: z.string(),
    courseType: z.enum(COURSE_TYPES),
    notes: z.string().nullable(),
    position: z.number(),
    /** Who in the household put it on the menu (null on dishes older than households). */
    addedBy: z.string().nullable(),
    recipe: plannedRecipe.nullable(),
  }),
);
export type MenuEntry = z.infer<typeof menuEntry>;

export const menuDetail = /* @__PURE__ */ schema(() => menuSummary.extend({ entries: z.array(menuEntry) }));
export type MenuDetail = z.infer<typeof menuDetail>;

export const menuList = /* @__PURE__ */ schema(() => z.object({ menus: z.array(menuSummary) }));
export const addMenuRecipesResponse = /* @__PURE__ */ schema(() =>
  z.object({ added: z.array(menuEntry), count: z.number() }),
);
