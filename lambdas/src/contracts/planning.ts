// API contracts of the planning area (meal plans, their calendar feeds, dinner-party menus), shared by
// the handlers and the frontend. Messages carry the spec's wording (SPEC.md sections 5 and 8).
import { ALLERGENS, DIETS } from './allergens.js';
import { requiredText, wholeNumber } from './fields.js';
import { COURSE_TYPES, DEFAULT_COURSE, MEAL_TYPES } from './plan-slots.js';
import { recipeSummary } from './recipe-summary.js';
import { dietaryInfo } from './recipe-views.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export { addDays, DAYS, weekDates } from './plan-dates.js';
export {
  COURSE_LABELS,
  COURSE_TYPES,
  type CourseType,
  DEFAULT_COURSE,
  groupByCourse,
  MEAL_LABELS,
  MEAL_TYPES,
  type MealType,
} from './plan-slots.js';

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

const trimmed = (max: number, label: string) =>
  z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} is too long`));

// ---- Requests ----

export const createMealPlanRequest = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('Please fill in all fields', 120),
    startDate: z
      .string({ error: 'Please fill in all fields' })
      .check(
        z.trim(),
        z.minLength(1, 'Please fill in all fields'),
        z.refine(isCalendarDate, 'Start date must be a date (YYYY-MM-DD)'),
      ),
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
  z.pipe(
    z.nullish(trimmed(max, label)),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

export const createMenuRequest = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('Please enter a menu name', 120),
    eventDate: z
      .pipe(
        z.nullish(z.string().check(z.trim())),
        z.transform((value: string | null | undefined) => (value ? value : null)),
      )
      .check(
        z.refine((value) => value === null || isCalendarDate(value), 'Date must be a date (YYYY-MM-DD)'),
      ),
    description: optionalText(2000, 'Description'),
    guestCount: z.pipe(
      z.optional(z.union([z.number(), z.string(), z.null()])),
      z.transform((value: number | string | null | undefined, ctx) => {
        if (value === null || value === undefined || value === '') return null;
        const count = typeof value === 'number' ? value : Number(value);
        if (!Number.isInteger(count) || count < 1 || count > MAX_GUESTS) {
          ctx.issues.push({
            code: 'custom',
            message: `Guest count must be a whole number from 1 to ${MAX_GUESTS}`,
            input: value,
          });
          return z.NEVER;
        }
        return count;
      }),
    ),
  }),
);
export type CreateMenuRequest = z.input<typeof createMenuRequest>;

/** The guests a menu is checked against (issue 38): a name, their allergies and diets, no account. */
export const MAX_MENU_GUESTS = 30;
export const menuGuest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    name: requiredText('Please enter the guest’s name', 60, 'A guest’s name is at most 60 characters'),
    allergies: z
      .array(z.enum(ALLERGENS, { message: 'Choose allergies from the list.' }))
      .check(z.maxLength(ALLERGENS.length)),
    diets: z
      .array(z.enum(DIETS, { message: 'Choose diets from the list.' }))
      .check(z.maxLength(DIETS.length)),
  }),
);
export type MenuGuest = z.infer<typeof menuGuest>;
export const setMenuGuestsRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    guests: z
      .array(menuGuest)
      .check(z.maxLength(MAX_MENU_GUESTS, `A menu lists at most ${MAX_MENU_GUESTS} guests`)),
  }),
);

export const addMenuRecipesRequest = /* @__PURE__ */ schema(() =>
  z.object({
    recipes: z
      .array(
        z.object({
          recipeId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
          courseType: z._default(z.enum(COURSE_TYPES), DEFAULT_COURSE),
        }),
        { error: 'Please add at least one recipe' },
      )
      .check(
        z.minLength(1, 'Please add at least one recipe'),
        z.maxLength(MAX_RECIPES_PER_ADD, `Add at most ${MAX_RECIPES_PER_ADD} recipes at a time`),
      ),
  }),
);
export type AddMenuRecipesRequest = z.input<typeof addMenuRecipesRequest>;

// ---- Responses ----

/** What a plan or menu shows of a recipe; null when it was deleted or is no longer visible to the owner. */
export const plannedRecipe = /* @__PURE__ */ schema(() =>
  z.extend(z.pick(recipeSummary, { id: true, title: true, imageUrl: true, servings: true }), {
    totalTime: z.nullable(z.number()),
    /** Its allergens and diets (issue 38), so the plan warns who may not eat it; null if not known. */
    dietary: z.optional(z.nullable(dietaryInfo)),
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
    addedBy: z.nullable(z.string()),
    recipe: z.nullable(plannedRecipe),
    /** The day it was marked cooked, into the household's cook log (issue 39); absent until then. */
    cookedOn: z.optional(z.nullable(z.string())),
  }),
);
export type MealPlanEntry = z.infer<typeof mealPlanEntry>;

export const mealPlanDetail = /* @__PURE__ */ schema(() =>
  z.extend(mealPlanSummary, {
    entries: z.array(mealPlanEntry),
    /** The private calendar address, when the owner turned it on. */
    calendarFeedUrl: z.nullable(z.string()),
  }),
);
export type MealPlanDetail = z.infer<typeof mealPlanDetail>;

export const mealPlanList = /* @__PURE__ */ schema(() => z.object({ mealPlans: z.array(mealPlanSummary) }));
export const calendarFeed = /* @__PURE__ */ schema(() =>
  z.object({ calendarFeedUrl: z.nullable(z.string()) }),
);

export const menuSummary = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    eventDate: z.nullable(z.string()),
    description: z.nullable(z.string()),
    guestCount: z.nullable(z.number()),
    createdAt: z.string(),
    /** Guests with allergies or diets, each dish checked against them (issue 38). */
    guests: z.optional(z.array(menuGuest)),
    /** The day the menu was marked cooked, into the household's cook log (issue 39); absent until then. */
    cookedOn: z.optional(z.nullable(z.string())),
  }),
);
export type MenuSummary = z.infer<typeof menuSummary>;

export const menuEntry = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    recipeId: z.string(),
    courseType: z.enum(COURSE_TYPES),
    notes: z.nullable(z.string()),
    position: z.number(),
    /** Who in the household put it on the menu (null on dishes older than households). */
    addedBy: z.nullable(z.string()),
    recipe: z.nullable(plannedRecipe),
  }),
);
export type MenuEntry = z.infer<typeof menuEntry>;

export const menuDetail = /* @__PURE__ */ schema(() =>
  z.extend(menuSummary, { entries: z.array(menuEntry) }),
);
export type MenuDetail = z.infer<typeof menuDetail>;

export const menuList = /* @__PURE__ */ schema(() => z.object({ menus: z.array(menuSummary) }));
export const addMenuRecipesResponse = /* @__PURE__ */ schema(() =>
  z.object({ added: z.array(menuEntry), count: z.number() }),
);
