// Dinner-party menu: a private menu with its dishes in the same partition (owned-collection.ts), so the
// menu page is ONE Query plus ONE BatchGet of the recipe cards.
//   pk = MENU#<id>, sk = META           dinner_party_menu: name, eventDate, description, guestCount, childCount
//   pk = MENU#<id>, sk = DISH#<ulid>    dinner_party_recipe: recipeId, courseType, notes, position
// Index: META gsi1pk = OWNER#<uid>#MENUS, gsi1sk = <eventDate or ''>#<createdAt>#<id>: newest event
// first, undated menus last (an empty date sorts lowest).
import { readEatingNeeds } from '../../contracts/allergens.js';
import { type CourseType, MAX_MENU_RECIPES, type MenuGuest } from '../../contracts/planning.js';
import { UpdateCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { type DocClient, documentTable, unlessRefused } from '../client.js';
import { KEY_PREFIXES, prefixName } from '../key-prefixes.js';
import { ownedCollection, ownedCollectionKeys } from './owned-collection.js';

type Item = Record<string, unknown>;

export interface MenuRecord {
  id: string;
  householdId: string;
  name: string;
  eventDate: string | null;
  description: string | null;
  guestCount: number | null;
  createdAt: string;
  /** Guests with allergies or diets (issue 38); absent until first set. */
  guests?: MenuGuest[];
  /** The day the menu was marked cooked into the household's cook log (issue 39). */
  cookedOn?: string;
}

export interface MenuDishRecord {
  id: string;
  recipeId: string;
  courseType: CourseType;
  notes: string | null;
  position: number;
  /** The household member who put it on the menu; absent on dishes older than households. */
  addedBy?: string | null;
  createdAt: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const toMenu = (item: Item): MenuRecord => ({
  id: String(item.id),
  householdId: String(item.userId),
  name: String(item.name ?? ''),
  eventDate: text(item.eventDate),
  description: text(item.description),
  guestCount: typeof item.guestCount === 'number' ? item.guestCount : null,
  createdAt: String(item.createdAt ?? ''),
  ...(Array.isArray(item.guests) ? { guests: (item.guests as Item[]).map(toGuest) } : {}),
  ...(typeof item.cookedOn === 'string' ? { cookedOn: item.cookedOn } : {}),
});

const toGuest = (item: Item): MenuGuest => ({ name: String(item.name ?? ''), ...readEatingNeeds(item) });

const toDish = (item: Item): MenuDishRecord => ({
  id: String(item.id),
  recipeId: String(item.recipeId),
  courseType: String(item.courseType) as CourseType,
  notes: text(item.notes),
  position: Number(item.position ?? 0),
  ...(typeof item.addedBy === 'string' ? { addedBy: item.addedBy } : {}),
  createdAt: String(item.createdAt ?? ''),
});

const menuShape = { parentPrefix: prefixName(KEY_PREFIXES.menu), childPrefix: 'DISH', listName: 'MENUS' };

/** A menu, its dishes, and the owner's list (newest event first, undated menus last). */
export const menuKeys = {
  ...ownedCollectionKeys(menuShape),
  listSortKey: (menu: Pick<MenuRecord, 'eventDate' | 'createdAt' | 'id'>) =>
    `${menu.eventDate ?? ''}#${menu.createdAt}#${menu.id}`,
};

export function menuRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  const menus = ownedCollection<MenuRecord, MenuDishRecord>(db, tableName, {
    ...menuShape,
    listSortKey: menuKeys.listSortKey,
    maxChildren: MAX_MENU_RECIPES,
    parentType: 'dinnerPartyMenu',
    childType: 'dinnerPartyDish',
    toParent: toMenu,
    toChild: toDish,
  });

  return {
    /** Creates an empty menu. */
    create: menus.create,
    /** A user's menus, latest event date first, undated last. */
    listByOwner: menus.listByOwner,
    /** A menu with its dishes in added order (one Query). */
    read: menus.read,
    /** Adds dishes to the owner's menu, all or nothing. */
    addDishes: menus.addChildren,
    /** Removes one dish of the owner's menu. */
    removeDish: menus.removeChild,
    /** Deletes the owner's menu and its dishes. */
    delete: menus.delete,
    /** Replaces the owner's menu's guests (issue 38); null when it is not theirs or not there. */
    async setGuests(menuId: string, ownerId: string, guests: MenuGuest[]): Promise<MenuRecord | null> {
      const written = await unlessRefused(
        send<{ Attributes?: Item }>(
          new UpdateCommand({
            TableName: tableName,
            Key: menuKeys.parent(menuId),
            UpdateExpression: 'SET guests = :guests',
            ConditionExpression: 'attribute_exists(pk) AND userId = :owner',
            ExpressionAttributeValues: { ':guests': guests, ':owner': ownerId },
            ReturnValues: 'ALL_NEW',
          }),
        ),
        null,
      );
      if (!written) return null;
      return written.Attributes ? toMenu(written.Attributes) : null;
    },
    /**
     * The write that marks the owner's menu cooked, for the cook log's transaction (issue 39): refused
     * when the menu is gone, not theirs, or already marked.
     */
    cookedMark: (menuId: string, ownerId: string, day: string) => ({
      Update: {
        TableName: tableName,
        Key: menuKeys.parent(menuId),
        UpdateExpression: 'SET cookedOn = :day',
        ConditionExpression: 'attribute_exists(pk) AND userId = :owner AND attribute_not_exists(cookedOn)',
        ExpressionAttributeValues: { ':day': day, ':owner': ownerId },
      },
    }),
    /** Deletes every menu of a user (account deletion). */
    async deleteAllForUser(userId: string): Promise<void> {
      for (const id of await menus.listIds(userId)) await menus.delete(id, userId);
    },
  };
}

export type MenuRepository = ReturnType<typeof menuRepository>;

/** Every dinner-party menu of a user goes (account deletion composes these). */
export const deleteAllForUser = (userId: string): Promise<void> =>
  menuRepository(db).deleteAllForUser(userId);
