// Category: a two-level tree (top-level categories and their subcategories), one item each in one
// partition, so the whole tree is one Query:
//   pk = CATEGORIES, sk = CATEGORY#<id>        (the id is the slug: stable, readable, seedable)
// The tree is seeded idempotently from SEED_CATEGORIES (deterministic items, so re-seeding is a no-op).
// The slugs dinner-party-menus and recipes-to-try are hidden from the top-level buttons (SPEC 3).
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../shared/config.js';
import { queryAll } from '../query.js';

export interface Category {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  sortOrder: number;
}

export const HIDDEN_CATEGORY_SLUGS = ['dinner-party-menus', 'recipes-to-try'] as const;

const top = (slug: string, name: string, sortOrder: number): Category => ({
  id: slug,
  slug,
  name,
  parentId: null,
  sortOrder,
});
const sub = (parent: string, slug: string, name: string, sortOrder: number): Category => ({
  id: `${parent}-${slug}`,
  slug: `${parent}-${slug}`,
  name,
  parentId: parent,
  sortOrder,
});

export const SEED_CATEGORIES: Category[] = [
  top('breakfast', 'Breakfast', 10),
  sub('breakfast', 'eggs', 'Eggs', 1),
  sub('breakfast', 'pancakes-waffles', 'Pancakes & Waffles', 2),
  sub('breakfast', 'baked-goods', 'Muffins & Pastries', 3),
  sub('breakfast', 'smoothies', 'Smoothies & Drinks', 4),
  top('lunch', 'Lunch', 20),
  sub('lunch', 'salads', 'Salads', 1),
  sub('lunch', 'sandwiches', 'Sandwiches & Wraps', 2),
  sub('lunch', 'soups', 'Soups', 3),
  top('appetizers-breads', 'Appetizers/Breads', 30),
  sub('appetizers-breads', 'appetizers', 'Appetizers', 1),
  sub('appetizers-breads', 'dips', 'Dips & Spreads', 2),
  sub('appetizers-breads', 'breads', 'Breads', 3),
  sub('appetizers-breads', 'rolls', 'Rolls & Biscuits', 4),
  top('dinner', 'Dinner', 40),
  sub('dinner', 'beef', 'Beef', 1),
  sub('dinner', 'chicken', 'Chicken', 2),
  sub('dinner', 'pork', 'Pork', 3),
  sub('dinner', 'seafood', 'Fish & Seafood', 4),
  sub('dinner', 'pasta', 'Pasta', 5),
  sub('dinner', 'vegetarian', 'Vegetarian', 6),
  sub('dinner', 'casseroles', 'Casseroles', 7),
  sub('dinner', 'sides', 'Side Dishes', 8),
  top('desserts', 'Desserts', 50),
  sub('desserts', 'cakes', 'Cakes', 1),
  sub('desserts', 'cookies', 'Cookies & Bars', 2),
  sub('desserts', 'pies', 'Pies & Tarts', 3),
  sub('desserts', 'frozen', 'Frozen Desserts', 4),
  sub('desserts', 'candy', 'Candy & Fudge', 5),
  top('dinner-party-menus', 'Dinner Party Menus', 90),
  top('recipes-to-try', 'Recipes To Try', 91),
];

const PARTITION = 'CATEGORIES';
export const categoryKey = (id: string) => ({ pk: PARTITION, sk: `CATEGORY#${id}` });

type DocClient = { send: (command: never) => Promise<unknown> };

export function categoryRepository(db: DocClient, tableName = config.TABLE_NAME) {
  const send = <T>(command: unknown) => db.send(command as never) as Promise<T>;
  return {
    /** Every category, in one Query (the tree is small). */
    async listAll(): Promise<Category[]> {
      const items = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': PARTITION },
      });
      return items.map(toCategory);
    },

    /** Writes the seed tree; deterministic items, so running it again changes nothing. */
    async seed(categories: Category[] = SEED_CATEGORIES): Promise<void> {
      for (let i = 0; i < categories.length; i += 25) {
        let requests: unknown[] | undefined = categories.slice(i, i + 25).map((category) => ({
          PutRequest: { Item: { ...categoryKey(category.id), type: 'category', ...category } },
        }));
        for (let attempt = 0; requests && requests.length > 0 && attempt < 8; attempt += 1) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
          const result: { UnprocessedItems?: Record<string, unknown[]> } = await send(
            new BatchWriteCommand({ RequestItems: { [tableName]: requests as never } }),
          );
          requests = result.UnprocessedItems?.[tableName];
        }
      }
    },
  };
}

export type CategoryRepository = ReturnType<typeof categoryRepository>;

function toCategory(item: Record<string, unknown>): Category {
  return {
    id: String(item.id),
    name: String(item.name),
    slug: String(item.slug),
    parentId: typeof item.parentId === 'string' ? item.parentId : null,
    sortOrder: Number(item.sortOrder ?? 0),
  };
}
