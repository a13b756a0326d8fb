// Comments: one partition per commented item, so a page of comments is one Query.
//   pk = COMMENTS#<targetType>#<targetId>, sk = COMMENT#<ulid>   newest first by reading backwards (a
//                                                                ulid sorts by creation time)
//   gsi1pk = COMMENTS_BY#<uid>, gsi1sk = <ulid>                  a user's comments (account deletion)
// The author's display name is not copied into the comment: SPEC 3 says it comes from the profile, so
// a page reads the authors' profiles with one BatchGet and a renamed cook shows the new name.

import type { CommentTargetType } from '../../contracts/comments.js';
import { db } from '../../shared/clients.js';
import { deletePartition } from '../batch.js';
import { type DocClient, deleteIf, documentTable, getItem, putNewItem } from '../client.js';
import { type Page, partitionPage } from '../query.js';
import { profileNames } from './profile.js';

type Item = Record<string, unknown>;

export interface CommentRecord {
  id: string;
  targetType: CommentTargetType;
  targetId: string;
  userId: string;
  content: string;
  createdAt: string;
}

export const commentKeys = {
  target: (targetType: CommentTargetType, targetId: string) => `COMMENTS#${targetType}#${targetId}`,
  item: (targetType: CommentTargetType, targetId: string, id: string) => ({
    pk: commentKeys.target(targetType, targetId),
    sk: `COMMENT#${id}`,
  }),
  byUser: (userId: string) => `COMMENTS_BY#${userId}`,
};

export type DeleteOutcome = 'deleted' | 'not-found' | 'not-author';

const toComment = (item: Item): CommentRecord => ({
  id: String(item.id),
  targetType: item.targetType as CommentTargetType,
  targetId: String(item.targetId),
  userId: String(item.userId),
  content: String(item.content ?? ''),
  createdAt: String(item.createdAt ?? ''),
});

export function commentRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);

  return {
    async create(comment: CommentRecord): Promise<void> {
      await putNewItem(send, tableName, {
        ...commentKeys.item(comment.targetType, comment.targetId, comment.id),
        type: 'comment',
        ...comment,
        gsi1pk: commentKeys.byUser(comment.userId),
        gsi1sk: comment.id,
      });
    },

    /** One page of an item's comments, newest first. */
    async page(
      targetType: CommentTargetType,
      targetId: string,
      options: { limit: number; cursor?: string },
    ): Promise<Page<CommentRecord>> {
      const result = await partitionPage(send, tableName, commentKeys.target(targetType, targetId), {
        ...options,
        beginsWith: 'COMMENT#',
      });
      return { items: result.items.map(toComment), nextCursor: result.nextCursor };
    },

    /** Deletes a comment if the caller wrote it; says why not otherwise. */
    async deleteByAuthor(
      targetType: CommentTargetType,
      targetId: string,
      id: string,
      authorId: string,
    ): Promise<DeleteOutcome> {
      const key = commentKeys.item(targetType, targetId, id);
      if (await deleteIf(send, tableName, key, 'userId = :author', { ':author': authorId })) return 'deleted';
      const existing = await getItem(send, tableName, key, { projection: 'pk' });
      return existing ? 'not-author' : 'not-found';
    },

    /** Deletes a comment whoever wrote it (the item's owner moderating); not-found if it is gone. */
    async deleteExisting(
      targetType: CommentTargetType,
      targetId: string,
      id: string,
    ): Promise<'deleted' | 'not-found'> {
      const key = commentKeys.item(targetType, targetId, id);
      return (await deleteIf(send, tableName, key, 'attribute_exists(pk)')) ? 'deleted' : 'not-found';
    },

    /** Removes every comment of an item (the item itself was deleted). */
    async deleteAllOfTarget(targetType: CommentTargetType, targetId: string): Promise<void> {
      await deletePartition(send, tableName, commentKeys.target(targetType, targetId));
    },

    /** Removes every comment a user wrote, wherever it is (account deletion). */
    async deleteAllForUser(userId: string): Promise<void> {
      await deletePartition(send, tableName, commentKeys.byUser(userId), { index: 'gsi1' });
    },

    /** Display names of the given users, from their profiles (profile.ts). */
    displayNames: profileNames(db, table),
  };
}

export type CommentRepository = ReturnType<typeof commentRepository>;

/** Account deletion: every comment the user wrote. */
export const deleteAllForUser = (userId: string): Promise<void> =>
  commentRepository(db).deleteAllForUser(userId);
