// Tag: one item per distinct tag, found case-insensitively. The id is the lower-case name, so "Pasta"
// and "pasta" are one tag and finding needs no lookup; the item keeps the spelling first used.
//   pk = TAG#<lower-case name>, sk = TAG
// Recipes link to tags with TAG#<id> items in their own partition (see recipe.ts).
import { UpdateCommand } from '../../shared/aws-sdk.js';
import { type DocClient, documentTable } from '../client.js';

export interface Tag {
  id: string;
  name: string;
}

export const tagId = (name: string) => name.trim().toLowerCase();
export const tagKey = (id: string) => ({ pk: `TAG#${id}`, sk: 'TAG' });

export function tagRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Finds each tag by name (any case) or creates it; one idempotent upsert per tag, in parallel. */
    async findOrCreate(names: string[]): Promise<Tag[]> {
      const unique = [...new Map(names.map((name) => [tagId(name), name.trim()])).entries()];
      return Promise.all(
        unique.map(async ([id, name]) => {
          const result = await send<{ Attributes?: Record<string, unknown> }>(
            new UpdateCommand({
              TableName: tableName,
              Key: tagKey(id),
              UpdateExpression: 'SET #type = :type, id = :id, #name = if_not_exists(#name, :name)',
              ExpressionAttributeNames: { '#type': 'type', '#name': 'name' },
              ExpressionAttributeValues: { ':type': 'tag', ':id': id, ':name': name },
              ReturnValues: 'ALL_NEW',
            }),
          );
          return { id, name: String(result.Attributes?.name ?? name) };
        }),
      );
    },
  };
}

export type TagRepository = ReturnType<typeof tagRepository>;
