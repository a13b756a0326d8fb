// Meal plan: a private week of meals, its entries in the same partition (owned-collection.ts), so the
// plan page is ONE Query plus ONE BatchGet of the recipe cards.
//   pk = MEALPLAN#<id>, sk = META            the plan (name, startDate, feedToken, childCount)
//   pk = MEALPLAN#<id>, sk = ENTRY#<ulid>    meal_plan_recipe: recipeId, dayOfWeek (0 = Monday), mealType
//   pk = CALFEED#<token>, sk = META          the private calendar feed: token -> planId, userId (the
//                                            household), madeAt (epoch s: it stops when the household's
//                                            capabilitiesValidAfter passes it, issue 32)
// Index: META gsi1pk = OWNER#<uid>#MEALPLANS, gsi1sk = <startDate>#<createdAt>#<id> (start date, newest first)
// The feed token is 32 random bytes; rotating writes the new token item, deletes the old one and sets
// the plan's feedToken in one transaction, so an old address stops working at once.

import { MAX_PLAN_ENTRIES, type MealType } from '../../contracts/planning.js';
import { DeleteCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { type DocClient, documentTable, getItem, transactIf } from '../client.js';
import { KEY_PREFIXES, prefixName } from '../key-prefixes.js';
import { ownedCollection, ownedCollectionKeys } from './owned-collection.js';

type Item = Record<string, unknown>;

export interface MealPlanRecord {
  id: string;
  householdId: string;
  name: string;
  startDate: string;
  createdAt: string;
  feedToken: string | null;
}

export interface PlanEntryRecord {
  id: string;
  recipeId: string;
  dayOfWeek: number;
  mealType: MealType;
  position: number;
  /** The household member who put it on the plan; absent on entries older than households. */
  addedBy?: string | null;
  createdAt: string;
  /** The day it was marked cooked into the household's cook log (issue 39). */
  cookedOn?: string;
}

const toPlan = (item: Item): MealPlanRecord => ({
  id: String(item.id),
  householdId: String(item.userId),
  name: String(item.name ?? ''),
  startDate: String(item.startDate ?? ''),
  createdAt: String(item.createdAt ?? ''),
  feedToken: typeof item.feedToken === 'string' ? item.feedToken : null,
});

const toEntry = (item: Item): PlanEntryRecord => ({
  id: String(item.id),
  recipeId: String(item.recipeId),
  dayOfWeek: Number(item.dayOfWeek ?? 0),
  mealType: String(item.mealType) as MealType,
  position: Number(item.position ?? 0),
  ...(typeof item.addedBy === 'string' ? { addedBy: item.addedBy } : {}),
  createdAt: String(item.createdAt ?? ''),
  ...(typeof item.cookedOn === 'string' ? { cookedOn: item.cookedOn } : {}),
});

/** The private calendar feed: its token leads to the plan. */
export const calendarFeedKeys = { item: (token: string) => ({ pk: `CALFEED#${token}`, sk: 'META' }) };
const feedKey = calendarFeedKeys.item;

const mealPlanShape = {
  parentPrefix: prefixName(KEY_PREFIXES.mealPlan),
  childPrefix: 'ENTRY',
  listName: 'MEALPLANS',
};

/** A plan, its entries, the owner's list (start date, newest first) and the calendar feed. */
export const mealPlanKeys = {
  ...ownedCollectionKeys(mealPlanShape),
  listSortKey: (plan: Pick<MealPlanRecord, 'startDate' | 'createdAt' | 'id'>) =>
    `${plan.startDate}#${plan.createdAt}#${plan.id}`,
  feed: calendarFeedKeys.item,
};

export function mealPlanRepository(db: DocClient, table?: string) {
  const { tableName } = documentTable(db, table);
  const plans = ownedCollection<MealPlanRecord, PlanEntryRecord>(db, tableName, {
    ...mealPlanShape,
    listSortKey: mealPlanKeys.listSortKey,
    maxChildren: MAX_PLAN_ENTRIES,
    parentType: 'mealPlan',
    childType: 'mealPlanEntry',
    toParent: toPlan,
    toChild: toEntry,
  });
  const { send } = plans;

  async function deletePlan(id: string, ownerId: string): Promise<MealPlanRecord | null> {
    const old = await plans.delete(id, ownerId);
    if (old?.feedToken) await send(new DeleteCommand({ TableName: tableName, Key: feedKey(old.feedToken) }));
    return old;
  }

  return {
    /** Creates an empty plan. */
    create: plans.create,
    /** A user's plans, latest start date first. */
    listByOwner: plans.listByOwner,
    /** A plan with its entries (one Query). */
    read: plans.read,
    /** Adds one entry to the owner's plan. */
    addEntry: (planId: string, ownerId: string, entry: PlanEntryRecord) =>
      plans.addChildren(planId, ownerId, [entry]),
    /** Removes one entry of the owner's plan. */
    removeEntry: plans.removeChild,
    /** Deletes the owner's plan, its entries and its calendar feed. */
    delete: deletePlan,

    /**
     * The write that marks a planned meal cooked, for the cook log's transaction (issue 39): refused
     * when the meal is off the plan or was already marked.
     */
    cookedMark: (planId: string, entryId: string, day: string) => ({
      Update: {
        TableName: tableName,
        Key: plans.keys.child(planId, entryId),
        UpdateExpression: 'SET cookedOn = :day',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(cookedOn)',
        ExpressionAttributeValues: { ':day': day },
      },
    }),

    /**
     * Replaces the plan's feed token (`next` null turns the feed off); false when the plan is not the
     * owner's or its token changed since `previous` was read.
     */
    async setFeedToken(
      planId: string,
      ownerId: string,
      previous: string | null,
      next: string | null,
      at: Date = new Date(),
    ): Promise<boolean> {
      const values: Item = { ':owner': ownerId };
      let condition = 'userId = :owner AND ';
      if (previous) {
        condition += 'feedToken = :previous';
        values[':previous'] = previous;
      } else {
        // A new plan stores feedToken as NULL.
        condition += '(attribute_not_exists(feedToken) OR attribute_type(feedToken, :nullType))';
        values[':nullType'] = 'NULL';
      }
      let update = 'REMOVE feedToken';
      if (next) {
        update = 'SET feedToken = :next';
        values[':next'] = next;
      }
      return transactIf(send, [
        {
          Update: {
            TableName: tableName,
            Key: plans.keys.parent(planId),
            UpdateExpression: update,
            ConditionExpression: condition,
            ExpressionAttributeValues: values,
          },
        },
        ...(previous ? [{ Delete: { TableName: tableName, Key: feedKey(previous) } }] : []),
        ...(next
          ? [
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...feedKey(next),
                    type: 'calendarFeed',
                    planId,
                    userId: ownerId,
                    madeAt: Math.floor(at.getTime() / 1000),
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ]
          : []),
      ]);
    },

    /** The plan a calendar feed token opens and when the link was made (0: before that was kept), or null. */
    async feed(token: string): Promise<{ planId: string; madeAt: number } | null> {
      const item = await getItem(send, tableName, feedKey(token));
      if (typeof item?.planId !== 'string') return null;
      return {
        planId: item.planId,
        madeAt: typeof item.madeAt === 'number' ? item.madeAt : 0,
      };
    },

    /** Deletes every plan of a user, with entries and feeds (account deletion). */
    async deleteAllForUser(userId: string): Promise<void> {
      for (const id of await plans.listIds(userId)) await deletePlan(id, userId);
    },
  };
}

export type MealPlanRepository = ReturnType<typeof mealPlanRepository>;

/** Every meal plan of a user goes (account deletion composes these). */
export const deleteAllForUser = (userId: string): Promise<void> =>
  mealPlanRepository(db).deleteAllForUser(userId);
