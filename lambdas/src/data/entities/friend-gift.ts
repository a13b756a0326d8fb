// Free lifetime-access links an admin makes for a friend (SPEC 2, the admin-only card on /subscription).
//   pk = FRIEND_GIFT#<token>, sk = GIFT   the friend's e-mail, who made it, who used it; expires in 30 days
// The token is 192 random bits; only the account with that e-mail may claim it, once.
import { UpdateCommand } from '../../shared/aws-sdk.js';
import { type DocClient, documentTable, getItem, putNewItem, writeIf } from '../client.js';
import { expiresAfterDays } from '../table.js';

export interface FriendGift {
  token: string;
  email: string;
  createdBy: string;
  createdAt: string;
  usedBy: string | null;
}

export const friendGiftKeys = { item: (token: string) => ({ pk: `FRIEND_GIFT#${token}`, sk: 'GIFT' }) };
const key = friendGiftKeys.item;
export const FRIEND_GIFT_DAYS = 30;

export function friendGiftRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Stores a new gift link. */
    async create(gift: FriendGift): Promise<void> {
      await putNewItem(send, tableName, {
        ...key(gift.token),
        type: 'friend-gift',
        token: gift.token,
        email: gift.email,
        createdBy: gift.createdBy,
        createdAt: gift.createdAt,
        expiresAt: expiresAfterDays(gift.createdAt, FRIEND_GIFT_DAYS),
      });
    },

    /** One unexpired gift by its token. */
    async get(token: string, now = new Date()): Promise<FriendGift | null> {
      const item = await getItem(send, tableName, key(token));
      if (!item || (typeof item.expiresAt === 'number' && item.expiresAt * 1000 < now.getTime())) return null;
      return {
        token,
        email: String(item.email),
        createdBy: String(item.createdBy),
        createdAt: String(item.createdAt),
        usedBy: typeof item.usedBy === 'string' ? item.usedBy : null,
      };
    },

    /** Claims the gift for `userId` (again is fine for the same user); false when someone else has it. */
    async claim(token: string, userId: string): Promise<boolean> {
      return writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: key(token),
          UpdateExpression: 'SET usedBy = :me',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(usedBy) OR usedBy = :me)',
          ExpressionAttributeValues: { ':me': userId },
        }),
      );
    },
  };
}

export type FriendGiftRepository = ReturnType<typeof friendGiftRepository>;
