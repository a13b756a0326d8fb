// Invitation codes: LIFETIME-XXXXXX codes an admin hands out; redeeming one grants lifetime access.
//   pk = INVITATION_CODE#<code>, sk = META      the code (the code is its id, unique by conditional put)
//   gsi1pk = INVITATION_CODES, gsi1sk = <createdAt>#<code>   every code, newest first (admin list)
// States (SPEC 4): active -> used (usedBy set, by redemption) or active -> inactive (deactivated); both
// are final. Redemption is ONE TransactWriteItems: this code's status = active -> used, plus the
// entitlement's lifetime grant, so a code is used once even when two people redeem it at the same instant.
// Codes are few (admins write them by hand), so one index partition is plenty.
import { randomInt } from 'node:crypto';
import { PutCommand, UpdateCommand } from '../../shared/aws-sdk.js';
import {
  type DocClient,
  documentTable,
  getItem,
  isConditionFailure,
  refusedAt,
  transactCancelled,
  writeIf,
} from '../client.js';
import { type Page, partitionPage } from '../query.js';

export type InvitationCodeStatus = 'active' | 'used' | 'inactive';

export interface InvitationCode {
  code: string;
  status: InvitationCodeStatus;
  notes: string | null;
  intendedEmail: string | null;
  createdBy: string;
  createdByEmail: string;
  createdAt: string;
  usedBy: string | null;
  usedByEmail: string | null;
  usedAt: string | null;
  deactivatedAt: string | null;
}

export const CODE_PREFIX = 'LIFETIME-';
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CODE_PATTERN = /^LIFETIME-[A-Z0-9]{6}$/;

/** A fresh code: the prefix plus 6 characters drawn uniformly by node:crypto (randomInt has no modulo bias). */
export function generateCode(random: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += CODE_ALPHABET[random(CODE_ALPHABET.length)];
  return `${CODE_PREFIX}${suffix}`;
}

/** Whether a code in this state may be copied, deactivated or redeemed (SPEC 4: only unused active codes). */
export const isRedeemable = (code: Pick<InvitationCode, 'status'>) => code.status === 'active';

export const invitationCodeKeys = {
  item: (code: string) => ({ pk: `INVITATION_CODE#${code}`, sk: 'META' }),
  list: () => 'INVITATION_CODES',
};

/** What happened to a redemption: 'redeemed', or why not. */
export type RedeemOutcome = 'redeemed' | 'unknown' | 'used' | 'inactive' | 'busy';

type Item = Record<string, unknown>;

export function invitationCodeRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** One code by its text. */
    async get(code: string): Promise<InvitationCode | null> {
      const item = await getItem(send, tableName, invitationCodeKeys.item(code));
      return item ? toInvitationCode(item) : null;
    },

    /** Stores a new active code; false when the code exists already (the caller draws another). */
    async create(code: InvitationCode): Promise<boolean> {
      return writeIf(
        send,
        new PutCommand({
          TableName: tableName,
          Item: {
            ...invitationCodeKeys.item(code.code),
            gsi1pk: invitationCodeKeys.list(),
            gsi1sk: `${code.createdAt}#${code.code}`,
            type: 'invitationCode',
            ...code,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** Every code, newest first, one page at a time. */
    async list(options: { limit: number; cursor?: string }): Promise<Page<InvitationCode>> {
      const page = await partitionPage(send, tableName, invitationCodeKeys.list(), {
        ...options,
        index: 'gsi1',
      });
      return { items: page.items.map(toInvitationCode), nextCursor: page.nextCursor };
    },

    /** active -> inactive; null when the code is unknown, or the stored code when it is not active. */
    async deactivate(
      code: string,
      at: string,
    ): Promise<{ ok: true; code: InvitationCode } | { ok: false; existing: InvitationCode | null }> {
      try {
        const result = await send<{ Attributes?: Item }>(
          new UpdateCommand({
            TableName: tableName,
            Key: invitationCodeKeys.item(code),
            UpdateExpression: 'SET #status = :inactive, deactivatedAt = :at',
            ConditionExpression: '#status = :active',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':inactive': 'inactive', ':active': 'active', ':at': at },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { ok: true, code: toInvitationCode(result.Attributes ?? {}) };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return { ok: false, existing: await this.get(code) };
      }
    },

    /**
     * active -> used by this user, in the same transaction as `grant` (the entitlement's lifetime
     * Update), so either both happen or neither does.
     */
    async redeem(
      code: string,
      user: { userId: string; email: string },
      at: string,
      grant: Record<string, unknown>,
    ): Promise<RedeemOutcome> {
      const cancelled = await transactCancelled(send, [
        {
          Update: {
            TableName: tableName,
            Key: invitationCodeKeys.item(code),
            UpdateExpression: 'SET #status = :used, usedBy = :userId, usedByEmail = :email, usedAt = :at',
            ConditionExpression: '#status = :active',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':used': 'used',
              ':active': 'active',
              ':userId': user.userId,
              ':email': user.email,
              ':at': at,
            },
          },
        },
        grant,
      ]);
      if (!cancelled) return 'redeemed';
      if (!refusedAt(cancelled, 0)) return 'busy';
      const existing = await this.get(code);
      if (!existing) return 'unknown';
      return existing.status === 'inactive' ? 'inactive' : 'used';
    },
  };
}

export type InvitationCodeRepository = ReturnType<typeof invitationCodeRepository>;

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

export function toInvitationCode(item: Item): InvitationCode {
  const status = item.status === 'used' || item.status === 'inactive' ? item.status : 'active';
  return {
    code: String(item.code),
    status,
    notes: text(item.notes),
    intendedEmail: text(item.intendedEmail),
    createdBy: String(item.createdBy ?? ''),
    createdByEmail: String(item.createdByEmail ?? ''),
    createdAt: String(item.createdAt ?? ''),
    usedBy: text(item.usedBy),
    usedByEmail: text(item.usedByEmail),
    usedAt: text(item.usedAt),
    deactivatedAt: text(item.deactivatedAt),
  };
}
