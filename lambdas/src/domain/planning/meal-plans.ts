// Meal plans (SPEC 2, 5; issue 15): a plan belongs to a household; any member sees and edits it, and to
// anyone else it is 404. A plan's householdId is its household's id (a household of one has its user's
// id, so plans older than households are already their household's). A recipe goes on a plan
// only if the member adding it may see it; each entry remembers who added it.
import { randomBytes } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import {
  type AddPlanEntryRequest,
  type CreateMealPlanRequest,
  MAX_PLAN_ENTRIES,
  MEAL_LABELS,
  type MealPlanDetail,
  type MealPlanEntry,
  type MealPlanSummary,
  type MealType,
  weekDates,
} from '../../contracts/planning.js';
import type { MealPlanRecord, PlanEntryRecord } from '../../data/entities/meal-plan.js';
import { conflict, notFound } from '../../shared/errors.js';
import { householdLinkHolds } from '../access/capabilities.js';
import { householdViewer } from '../recipes/use-cases/access.js';
import { renderCalendar } from './ical.js';
import { plannedRow, requireRecipesVisible, toPlannedRecipe, visibleRecipes } from './planned-recipes.js';
import type { Clock, PlanMember, PlanningRepositories } from './repositories.js';

const newId = monotonicFactory();
const planNotFound = () => notFound('Meal plan not found');

/** The address of a plan's private calendar feed (relative to the site origin). */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;
/** 32 random bytes, base64url: what a feed address must carry to be served. */
export const newFeedToken = () => randomBytes(32).toString('base64url');
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const toSummary = (plan: MealPlanRecord): MealPlanSummary => ({
  id: plan.id,
  name: plan.name,
  startDate: plan.startDate,
  createdAt: plan.createdAt,
});

export async function listMealPlans(repos: PlanningRepositories, who: PlanMember) {
  const plans = await repos.mealPlans.listByOwner(who.householdId);
  return { mealPlans: plans.map(toSummary) };
}

export async function createMealPlan(
  repos: PlanningRepositories,
  who: PlanMember,
  input: CreateMealPlanRequest,
  clock: Clock,
): Promise<MealPlanSummary> {
  const plan: MealPlanRecord = {
    id: newId(),
    householdId: who.householdId,
    name: input.name,
    startDate: input.startDate,
    createdAt: clock().toISOString(),
    feedToken: null,
  };
  await repos.mealPlans.create(plan);
  return toSummary(plan);
}

async function readOwnPlan(repos: PlanningRepositories, who: PlanMember, planId: string) {
  const read = await repos.mealPlans.read(planId);
  if (!read || read.parent.householdId !== who.householdId) throw planNotFound();
  return read;
}

/** Entries in board order: day, then meal, then when they were added. */
function byBoardOrder(a: PlanEntryRecord, b: PlanEntryRecord) {
  const meals: MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];
  return (
    a.dayOfWeek - b.dayOfWeek ||
    meals.indexOf(a.mealType) - meals.indexOf(b.mealType) ||
    a.position - b.position
  );
}

/** The plan page: ONE Query for the plan and its entries, ONE BatchGet for the recipe cards. */
export async function getMealPlan(
  repos: PlanningRepositories,
  who: PlanMember,
  planId: string,
): Promise<MealPlanDetail> {
  const { parent: plan, children } = await readOwnPlan(repos, who, planId);
  const recipes = await visibleRecipes(
    repos,
    who,
    children.map((entry) => entry.recipeId),
  );
  const entries: MealPlanEntry[] = [...children].sort(byBoardOrder).map((entry) => ({
    ...plannedRow(entry, recipes),
    dayOfWeek: entry.dayOfWeek,
    mealType: entry.mealType,
    cookedOn: entry.cookedOn ?? null,
  }));
  return {
    ...toSummary(plan),
    entries,
    calendarFeedUrl: plan.feedToken ? calendarFeedPath(plan.feedToken) : null,
  };
}

export async function deleteMealPlan(repos: PlanningRepositories, who: PlanMember, planId: string) {
  if (!(await repos.mealPlans.delete(planId, who.householdId))) throw planNotFound();
}

export async function addRecipeToMealPlan(
  repos: PlanningRepositories,
  who: PlanMember,
  planId: string,
  input: AddPlanEntryRequest,
  clock: Clock,
): Promise<MealPlanEntry> {
  const [plan, recipes] = await Promise.all([
    repos.mealPlans.read(planId),
    visibleRecipes(repos, who, [input.recipeId]),
  ]);
  if (!plan || plan.parent.householdId !== who.householdId) throw planNotFound();
  requireRecipesVisible([input.recipeId], recipes);
  const entry: PlanEntryRecord = {
    id: newId(),
    recipeId: input.recipeId,
    dayOfWeek: input.dayOfWeek,
    mealType: input.mealType,
    position: plan.children.reduce((top, child) => Math.max(top, child.position + 1), 0),
    addedBy: who.userId,
    createdAt: clock().toISOString(),
  };
  const outcome = await repos.mealPlans.addEntry(planId, who.householdId, entry);
  if (outcome === 'missing') throw planNotFound();
  if (outcome === 'full') throw conflict(`A meal plan holds at most ${MAX_PLAN_ENTRIES} recipes`);
  const recipe = recipes.get(input.recipeId);
  return { ...entry, addedBy: who.userId, recipe: recipe ? toPlannedRecipe(recipe) : null };
}

export async function removeRecipeFromMealPlan(
  repos: PlanningRepositories,
  who: PlanMember,
  planId: string,
  entryId: string,
) {
  if (!(await repos.mealPlans.removeEntry(planId, who.householdId, entryId)))
    throw notFound('That recipe is not on this meal plan');
}

/**
 * When a new link of the household counts as made: now, or the second after the household last ended
 * its links when that was this very second. A link holds only if made after that second
 * (householdLinkHolds), so the renewal that follows a leave, or a member's new link a moment after it,
 * would otherwise be refused until the clock ticked over.
 */
async function newLinkTime(
  households: PlanningRepositories['households'],
  householdId: string,
  now: Date,
): Promise<Date> {
  const endedAt = await households.capabilitiesValidAfter(householdId);
  return endedAt !== undefined && Math.floor(now.getTime() / 1000) <= endedAt
    ? new Date((endedAt + 1) * 1000)
    : now;
}

/** Turns the private calendar feed on, or gives it a new address (the old one stops working). */
export async function rotateCalendarFeed(
  repos: PlanningRepositories,
  who: PlanMember,
  planId: string,
  clock: Clock = () => new Date(),
) {
  const { parent: plan } = await readOwnPlan(repos, who, planId);
  const token = newFeedToken();
  const madeAt = await newLinkTime(repos.households, who.householdId, clock());
  if (!(await repos.mealPlans.setFeedToken(planId, who.householdId, plan.feedToken, token, madeAt)))
    throw conflict('The calendar link changed meanwhile, please try again');
  return { calendarFeedUrl: calendarFeedPath(token) };
}

/** Turns the calendar feed off. */
export async function revokeCalendarFeed(repos: PlanningRepositories, who: PlanMember, planId: string) {
  const { parent: plan } = await readOwnPlan(repos, who, planId);
  if (plan.feedToken && !(await repos.mealPlans.setFeedToken(planId, who.householdId, plan.feedToken, null)))
    throw conflict('The calendar link changed meanwhile, please try again');
  return { calendarFeedUrl: null };
}

/** When each meal shows in the calendar (floating local time) and for how long. */
export const MEAL_TIMES: Record<MealType, { time: string; minutes: number }> = {
  breakfast: { time: '08:00', minutes: 30 },
  lunch: { time: '12:30', minutes: 45 },
  snack: { time: '15:30', minutes: 15 },
  dinner: { time: '18:30', minutes: 60 },
};

/**
 * Every calendar link of the household's plans gets a new address (issue 32): someone left it, was
 * removed, signed out everywhere or was deleted, and any member could have copied the old ones. A plan
 * whose link changed meanwhile already has a new one.
 */
export async function renewCalendarFeeds(
  repos: Pick<PlanningRepositories, 'mealPlans' | 'households'>,
  householdId: string,
  clock: Clock = () => new Date(),
): Promise<number> {
  let renewed = 0;
  const madeAt = await newLinkTime(repos.households, householdId, clock());
  for (const plan of await repos.mealPlans.listByOwner(householdId)) {
    if (!plan.feedToken) continue;
    if (await repos.mealPlans.setFeedToken(plan.id, householdId, plan.feedToken, newFeedToken(), madeAt))
      renewed += 1;
  }
  return renewed;
}

/**
 * The iCal text of the plan a feed token opens; 404 for a malformed, unknown or revoked token, and for a
 * link made before someone left the household (or signed out everywhere): it is checked as it is read,
 * whether or not the renewal after that event ran. Only recipes the household may see are listed: its
 * members' household and public ones (no one's private recipe, whoever made the link).
 */
export async function calendarFeed(
  repos: PlanningRepositories,
  token: string,
  origin: string | null,
): Promise<{ fileName: string; body: string }> {
  const feedNotFound = () => notFound('Calendar not found');
  if (!FEED_TOKEN.test(token)) throw feedNotFound();
  const feed = await repos.mealPlans.feed(token);
  const read = feed ? await repos.mealPlans.read(feed.planId) : null;
  if (!feed || !read || read.parent.feedToken !== token) throw feedNotFound();
  const { parent: plan, children } = read;
  if (
    !householdLinkHolds(feed.madeAt * 1000, await repos.households.capabilitiesValidAfter(plan.householdId))
  )
    throw feedNotFound();
  const recipes = await visibleRecipes(
    repos,
    householdViewer(plan.householdId),
    children.map((entry) => entry.recipeId),
  );
  const dates = weekDates(plan.startDate);
  const events = [...children].sort(byBoardOrder).flatMap((entry) => {
    const recipe = recipes.get(entry.recipeId);
    const date = dates[entry.dayOfWeek];
    if (!recipe || !date) return [];
    const url = origin ? `${origin}/recipe/${recipe.id}` : null;
    const total = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
    return [
      {
        uid: `${entry.id}@hearth`,
        date,
        time: MEAL_TIMES[entry.mealType].time,
        durationMinutes: MEAL_TIMES[entry.mealType].minutes,
        summary: `${MEAL_LABELS[entry.mealType]}: ${recipe.title}`,
        description: [recipe.description, total > 0 ? `Ready in ${total} min` : null, url]
          .filter(Boolean)
          .join('\n'),
        url,
        stamp: new Date(entry.createdAt || plan.createdAt),
      },
    ];
  });
  return {
    fileName: `${plan.name.replace(/[^\w -]+/g, '').trim() || 'meal-plan'}.ics`,
    body: renderCalendar({ name: plan.name, events }),
  };
}
