// Category: a two-level tree (top-level categories and their subcategories), one item each in one
// partition, so the whole tree is one Query:
//   pk = CATEGORIES, sk = CATEGORY#<id>        (the id is the slug: stable, readable, seedable)
// The tree is seeded idempotently from SEED_CATEGORIES (deterministic items, so re-seeding is a no-op),
// flattened from contracts/category-tree.ts, the one tree the importer suggests from too.
// The slugs dinner-party-menus and recipes-to-try are hidden from the top-level buttons (SPEC 3).

import { CATEGORY_TREE } from '../../contracts/category-tree.js';
import { BatchWriteCommand } from '../../shared/aws-sdk.js';
import { type DocClient, documentTable } from '../client.js';
import { partitionItems } from '../query.js';

export interface Category {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  sortOrder: number;
}

export const HIDDEN_CATEGORY_SLUGS = ['dinner-party-menus', 'recipes-to-try'] as const;

/** The seed, flattened from the one category tree (contracts/category-tree.ts): parents, then their children. */
export const SEED_CATEGORIES: Category[] = CATEGORY_TREE.flatMap((parent) => [
  { id: parent.id, slug: parent.id, name: parent.name, parentId: null, sortOrder: parent.sortOrder },
  ...(parent.children ?? []).map((child) => ({
    id: child.id,
    slug: child.id,
    name: child.name,
    parentId: parent.id,
    sortOrder: child.sortOrder,
  })),
]);

const PARTITION = 'CATEGORIES';
export const categoryKey = (id: string) => ({ pk: PARTITION, sk: `CATEGORY#${id}` });

export function categoryRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Every category, in one Query (the tree is small). */
    async listAll(): Promise<Category[]> {
      const items = await partitionItems(send, tableName, PARTITION);
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
