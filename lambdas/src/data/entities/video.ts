// Video tutorial (SPEC 3 video_tutorial): one item per video.
//   pk = VIDEO#<id>, sk = META     the video: title, description, videoType, videoUrl (links) or fileKey
//                                  and posterKey (uploads, private objects under videos/<uid>/), durationMinutes,
//                                  isPublic, createdAt, deletedAt while in the trash
// Indexes (sort keys <createdAt>#<id>, read newest first):
//   gsi1pk = VIDEO_OWNER#<uid>     a user's videos (My Videos); removed while in the trash
//   gsi2pk = PUBLIC_VIDEOS         public videos of everyone (Community Videos; sparse: public, not trashed)
//   gsi3pk = VIDEO_TRASH#<uid>     deleted videos awaiting removal, gsi3sk = <deletedAt>#<id>
// Deleting moves a video to the trash at once (it vanishes from every list and read) and tags its files;
// Undo puts the same item back. The files go after the undo window: purged on the owner's next visit,
// and in any case by the bucket's lifecycle rule for tagged objects and the item's TTL (expiresAt).

import type { VideoType } from '../../contracts/videos.js';
import { ConditionalCheckFailedException, PutCommand, UpdateCommand } from '../../shared/aws-sdk.js';
import { db, s3 } from '../../shared/clients.js';
import { config } from '../../shared/config.js';
import { deleteKeys } from '../batch.js';
import { type DocClient, deleteIf, documentTable, getItem, putNewItem } from '../client.js';
import { type Page, partitionItems, partitionPage, queryAll } from '../query.js';

export interface VideoRecord {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  videoType: VideoType;
  /** The link as entered; null for uploads. */
  videoUrl: string | null;
  /** The uploaded file's key; null for links. */
  fileKey: string | null;
  posterKey: string | null;
  durationMinutes: number | null;
  isPublic: boolean;
  createdAt: string;
  /** Set while the video is in the trash. */
  deletedAt: string | null;
}

export type { Page } from '../query.js';

const sortKey = (video: Pick<VideoRecord, 'createdAt' | 'id'>) => `${video.createdAt}#${video.id}`;

export const videoKeys = {
  meta: (id: string) => ({ pk: `VIDEO#${id}`, sk: 'META' }),
  ownerFeed: (userId: string) => `VIDEO_OWNER#${userId}`,
  publicFeed: () => 'PUBLIC_VIDEOS',
  trash: (userId: string) => `VIDEO_TRASH#${userId}`,
};

const RECORD_FIELDS: (keyof VideoRecord)[] = [
  'id',
  'userId',
  'title',
  'description',
  'videoType',
  'videoUrl',
  'fileKey',
  'posterKey',
  'durationMinutes',
  'isPublic',
  'createdAt',
  'deletedAt',
];

/** The stored item of a live (not trashed) video, with its index keys. */
export function videoItem(video: VideoRecord): Record<string, unknown> {
  return {
    ...videoKeys.meta(video.id),
    type: 'video',
    ...video,
    // Absent while live, so the trash and restore conditions can test for it.
    deletedAt: undefined,
    gsi1pk: videoKeys.ownerFeed(video.userId),
    gsi1sk: sortKey(video),
    ...(video.isPublic ? { gsi2pk: videoKeys.publicFeed(), gsi2sk: sortKey(video) } : {}),
  };
}

function toRecord(item: Record<string, unknown>): VideoRecord {
  const record = Object.fromEntries(RECORD_FIELDS.map((field) => [field, item[field] ?? null]));
  return { ...record, isPublic: item.isPublic === true } as VideoRecord;
}

/** The files a video owns (none for links). */
export const filesOf = (video: Pick<VideoRecord, 'fileKey' | 'posterKey'>): string[] =>
  [video.fileKey, video.posterKey].filter((key): key is string => Boolean(key));

type Item = Record<string, unknown>;

export function videoRepository(client: DocClient, table?: string) {
  const { send, tableName } = documentTable(client, table);

  async function feed(
    index: 'gsi1' | 'gsi2',
    partition: string,
    options: { limit: number; cursor?: string },
  ) {
    const page = await partitionPage(send, tableName, partition, { ...options, index });
    return { items: page.items.map(toRecord), nextCursor: page.nextCursor } satisfies Page<VideoRecord>;
  }

  return {
    /** One video by id, trashed or not. */
    async get(id: string): Promise<VideoRecord | null> {
      const item = await getItem(send, tableName, videoKeys.meta(id), { consistent: true });
      return item ? toRecord(item) : null;
    },

    /** Stores a new video (ids are fresh ulids, so an existing item means a bug). */
    async create(video: VideoRecord): Promise<void> {
      await putNewItem(send, tableName, videoItem(video));
    },

    /** A user's videos, newest first (My Videos). */
    listByOwner: (userId: string, options: { limit: number; cursor?: string }) =>
      feed('gsi1', videoKeys.ownerFeed(userId), options),

    /** Everyone's public videos, newest first (Community Videos). */
    listPublic: (options: { limit: number; cursor?: string }) =>
      feed('gsi2', videoKeys.publicFeed(), options),

    /**
     * Moves the owner's live video to the trash: out of every list at once, kept for Undo until
     * `expiresAt` (epoch seconds, the TTL backstop). Null when it is not the owner's live video.
     */
    async trash(
      id: string,
      userId: string,
      deletedAt: string,
      expiresAt: number,
    ): Promise<VideoRecord | null> {
      try {
        const result = await send<{ Attributes?: Item }>(
          new UpdateCommand({
            TableName: tableName,
            Key: videoKeys.meta(id),
            UpdateExpression:
              'SET deletedAt = :deletedAt, expiresAt = :expiresAt, gsi3pk = :trash, gsi3sk = :trashSort REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
            ConditionExpression:
              'attribute_exists(pk) AND userId = :userId AND attribute_not_exists(deletedAt)',
            ExpressionAttributeValues: {
              ':deletedAt': deletedAt,
              ':expiresAt': expiresAt,
              ':trash': videoKeys.trash(userId),
              ':trashSort': `${deletedAt}#${id}`,
              ':userId': userId,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? toRecord(result.Attributes) : null;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return null;
        throw error;
      }
    },

    /** Undo: puts a trashed video back exactly as it was, if it is still in the trash. */
    async restore(video: VideoRecord): Promise<boolean> {
      try {
        await send(
          new PutCommand({
            TableName: tableName,
            Item: videoItem(video),
            ConditionExpression: 'deletedAt = :deletedAt AND userId = :userId',
            ExpressionAttributeValues: { ':deletedAt': video.deletedAt, ':userId': video.userId },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },

    /** A user's trashed videos deleted before `before` (ISO time), oldest first. */
    async trashedBefore(userId: string, before: string): Promise<VideoRecord[]> {
      const items = await queryAll(send, {
        TableName: tableName,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :before',
        ExpressionAttributeValues: { ':pk': videoKeys.trash(userId), ':before': before },
      });
      return items.map(toRecord);
    },

    /** Removes a trashed video's item for good (its files are removed first by the caller). */
    async removeTrashed(video: VideoRecord): Promise<void> {
      // Refused when it was restored in the meantime: it stays.
      await deleteIf(send, tableName, videoKeys.meta(video.id), 'deletedAt = :deletedAt', {
        ':deletedAt': video.deletedAt,
      });
    },

    /** Every video of a user, live or trashed (account deletion). */
    async allOfUser(userId: string): Promise<VideoRecord[]> {
      const [live, trashed] = await Promise.all([
        partitionItems(send, tableName, videoKeys.ownerFeed(userId), { index: 'gsi1' }),
        partitionItems(send, tableName, videoKeys.trash(userId), { index: 'gsi3' }),
      ]);
      return [...live, ...trashed].map(toRecord);
    },

    async deleteItems(videos: VideoRecord[]): Promise<void> {
      await deleteKeys(
        send,
        tableName,
        videos.map((video) => videoKeys.meta(video.id)),
      );
    },
  };
}

export type VideoRepository = ReturnType<typeof videoRepository>;

/** For other areas (comments): who owns a live video and whether it is public, or null. */
export async function getVideo(
  id: string,
): Promise<{ id: string; userId: string; isPublic: boolean } | null> {
  const video = await videoRepository(db).get(id);
  if (!video || video.deletedAt) return null;
  return { id: video.id, userId: video.userId, isPublic: video.isPublic };
}

/** Account deletion: every video of the user and its files. Needs MEDIA_BUCKET and delete rights on videos/. */
export async function deleteAllForUser(userId: string): Promise<void> {
  const repository = videoRepository(db);
  const videos = await repository.allOfUser(userId);
  const keys = videos.flatMap(filesOf);
  if (keys.length > 0) {
    const bucket = config.MEDIA_BUCKET;
    if (!bucket) throw new Error('Deleting videos needs MEDIA_BUCKET');
    const { DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
    const client = await s3();
    for (let i = 0; i < keys.length; i += 1000) {
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }
  await repository.deleteItems(videos);
}
