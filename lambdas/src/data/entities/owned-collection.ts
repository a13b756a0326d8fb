// The storage shape meal plans and dinner-party menus share: a private parent owned by one household, with
// its children (plan entries, menu dishes) in the same partition, so a page reads both in ONE Query.
//   pk = <PREFIX>#<id>, sk = META                 the parent, with childCount (kept by ADD in the same
//                                                 transaction as each child write, to cap the size)
//   pk = <PREFIX>#<id>, sk = <CHILD>#<childId>    one child; childId is a ULID, so sk order = added order
// Index: META gsi1pk = OWNER#<uid>#<LIST>, gsi1sk chosen by the entity (the list's order).
// Every write that touches a parent checks its household is the caller's in the same request, so another
// household's parent cannot be changed even by a guessed id. The owning household's id is stored as
// `userId` (its name from before households, issue 15): records call it householdId, and only
// parentItem, the conditions below and each entity's toParent know the stored name.
import { DeleteCommand } from '../../shared/aws-sdk.js';
import { deletePartition } from '../batch.js';
import { type DocClient, documentTable, getItem, putNewItem, transactIf, unlessRefused } from '../client.js';
import { partitionItems, queryAll } from '../query.js';

type Item = Record<string, unknown>;

export interface ParentRecord {
  id: string;
  householdId: string;
  createdAt: string;
}

export interface ChildRecord {
  id: string;
}

export interface CollectionShape<P extends ParentRecord, C extends ChildRecord> {
  /** Partition prefix of a parent, e.g. MEALPLAN. */
  parentPrefix: string;
  /** Sort-key prefix of its children, e.g. ENTRY. */
  childPrefix: string;
  /** Names the owner's list partition: OWNER#<uid>#<listName>. */
  listName: string;
  /** Sort key of a parent in its owner's list (read newest-first). */
  listSortKey: (parent: P) => string;
  maxChildren: number;
  parentType: string;
  childType: string;
  toParent: (item: Item) => P;
  toChild: (item: Item) => C;
}

export type AddOutcome = 'added' | 'missing' | 'full';

/** The key shapes of one kind of owned collection (meal plans: MEALPLAN/ENTRY/MEALPLANS, ...). */
export const ownedCollectionKeys = (
  shape: Pick<CollectionShape<never, never>, 'parentPrefix' | 'childPrefix' | 'listName'>,
) => ({
  parent: (id: string) => ({ pk: `${shape.parentPrefix}#${id}`, sk: 'META' }),
  child: (parentId: string, childId: string) => ({
    pk: `${shape.parentPrefix}#${parentId}`,
    sk: `${shape.childPrefix}#${childId}`,
  }),
  ownerList: (householdId: string) => `OWNER#${householdId}#${shape.listName}`,
});

export function ownedCollection<P extends ParentRecord, C extends ChildRecord>(
  db: DocClient,
  tableName: string,
  shape: CollectionShape<P, C>,
) {
  const { send } = documentTable(db, tableName);
  const keys = ownedCollectionKeys(shape);

  const parentItem = (parent: P): Item => {
    const { householdId, ...stored } = parent;
    return {
      ...keys.parent(parent.id),
      type: shape.parentType,
      userId: householdId,
      ...stored,
      childCount: 0,
      gsi1pk: keys.ownerList(householdId),
      gsi1sk: shape.listSortKey(parent),
    };
  };

  const childItem = (parentId: string, child: C): Item => ({
    ...keys.child(parentId, child.id),
    type: shape.childType,
    ...(child as unknown as Item),
  });

  async function listIds(householdId: string): Promise<string[]> {
    const items = await partitionItems(send, tableName, keys.ownerList(householdId), {
      index: 'gsi1',
      projection: 'id',
    });
    return items.map((item) => String(item.id));
  }

  return {
    keys,

    /** Creates a parent with no children. */
    async create(parent: P): Promise<void> {
      await putNewItem(send, tableName, parentItem(parent));
    },

    /** A user's parents in list order (newest-first on the entity's sort key); one Query page per 1 MB. */
    async listByOwner(householdId: string): Promise<P[]> {
      const items = await queryAll(send, {
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.ownerList(householdId) },
        ScanIndexForward: false,
      });
      return items.map(shape.toParent);
    },

    /** A parent with its children in added order, in one strongly consistent Query. */
    async read(id: string): Promise<{ parent: P; children: C[] } | null> {
      const items = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.parent(id).pk },
        ConsistentRead: true,
      });
      const meta = items.find((item) => item.sk === 'META');
      if (!meta) return null;
      return {
        parent: shape.toParent(meta),
        children: items.filter((item) => item.type === shape.childType).map(shape.toChild),
      };
    },

    /** The parent alone. */
    async get(id: string): Promise<P | null> {
      const item = await getItem(send, tableName, keys.parent(id), { consistent: true });
      return item ? shape.toParent(item) : null;
    },

    /**
     * Adds children to the owner's parent, all or nothing: 'missing' when the parent is gone or
     * someone else's, 'full' when it would pass maxChildren.
     */
    async addChildren(parentId: string, ownerId: string, children: C[]): Promise<AddOutcome> {
      const added = await transactIf(send, [
        {
          Update: {
            TableName: tableName,
            Key: keys.parent(parentId),
            UpdateExpression: 'ADD childCount :n',
            ConditionExpression: 'userId = :owner AND childCount <= :room',
            ExpressionAttributeValues: {
              ':n': children.length,
              ':owner': ownerId,
              ':room': shape.maxChildren - children.length,
            },
          },
        },
        ...children.map((child) => ({
          Put: {
            TableName: tableName,
            Item: childItem(parentId, child),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      ]);
      if (added) return 'added';
      const parent = await this.get(parentId);
      return parent && parent.householdId === ownerId ? 'full' : 'missing';
    },

    /** Removes one child of the owner's parent; false when either does not exist (or is not theirs). */
    async removeChild(parentId: string, ownerId: string, childId: string): Promise<boolean> {
      return transactIf(send, [
        {
          Update: {
            TableName: tableName,
            Key: keys.parent(parentId),
            UpdateExpression: 'ADD childCount :minusOne',
            ConditionExpression: 'userId = :owner',
            ExpressionAttributeValues: { ':minusOne': -1, ':owner': ownerId },
          },
        },
        {
          Delete: {
            TableName: tableName,
            Key: keys.child(parentId, childId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ]);
    },

    /** Deletes the owner's parent, then its children; null when it is not there or not theirs. */
    async delete(id: string, ownerId: string): Promise<P | null> {
      const result = await unlessRefused(
        send<{ Attributes?: Item }>(
          new DeleteCommand({
            TableName: tableName,
            Key: keys.parent(id),
            ConditionExpression: 'userId = :owner',
            ExpressionAttributeValues: { ':owner': ownerId },
            ReturnValues: 'ALL_OLD',
          }),
        ),
        null,
      );
      if (!result) return null;
      const old = result.Attributes;
      await deletePartition(send, tableName, keys.parent(id).pk);
      return old ? shape.toParent(old) : null;
    },

    /** Ids of every parent the user owns (for account deletion). */
    listIds,

    send,
  };
}

export type OwnedCollection<P extends ParentRecord, C extends ChildRecord> = ReturnType<
  typeof ownedCollection<P, C>
>;
