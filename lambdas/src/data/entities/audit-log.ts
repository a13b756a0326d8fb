// Audit log: one entry per admin action, kept after the target account is gone (it is the admins' record).
//   pk = AUDIT#<id>, sk = META                      the entry (id is a ULID: time-ordered, unique)
//   gsi1pk = AUDIT_LOG, gsi1sk = <at>#<id>          every entry, newest first (the panel's Audit Log)
// Admin actions are rare, so one index partition is plenty.

import { ulid } from 'ulid';
import { PutCommand, type TransactWriteCommandInput } from '../../shared/aws-sdk.js';
import { configuredTableName, type DocClient, documentTable } from '../client.js';
import { type Page, partitionPage } from '../query.js';

export type AuditAction =
  | 'invitation_code.generated'
  | 'invitation_code.deactivated'
  | 'invitation.sent'
  | 'lifetime.granted'
  | 'lifetime.revoked'
  | 'user.email_changed'
  | 'user.deleted';

export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  actorId: string;
  actorEmail: string;
  /** The account acted on, when there is one. */
  targetUserId: string | null;
  /** The e-mail (or code) acted on, readable after the account is gone. */
  target: string | null;
  details: Record<string, string>;
}

export const auditLogKeys = {
  item: (id: string) => ({ pk: `AUDIT#${id}`, sk: 'META' }),
  list: () => 'AUDIT_LOG',
};

type Item = Record<string, unknown>;

export function auditLogRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Records one admin action. */
    async record(entry: Omit<AuditEntry, 'id' | 'at'> & { at?: string }): Promise<AuditEntry> {
      const stored: AuditEntry = { ...entry, id: ulid(), at: entry.at ?? new Date().toISOString() };
      await send(new PutCommand(auditEntryPut(stored, tableName)));
      return stored;
    },

    /** Entries newest first, one page at a time. */
    async list(options: { limit: number; cursor?: string }): Promise<Page<AuditEntry>> {
      const page = await partitionPage(send, tableName, auditLogKeys.list(), { ...options, index: 'gsi1' });
      return { items: page.items.map(toAuditEntry), nextCursor: page.nextCursor };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof auditLogRepository>;

function toAuditEntry(item: Item): AuditEntry {
  return {
    id: String(item.id),
    at: String(item.at),
    action: item.action as AuditAction,
    actorId: String(item.actorId ?? ''),
    actorEmail: String(item.actorEmail ?? ''),
    targetUserId: typeof item.targetUserId === 'string' ? item.targetUserId : null,
    target: typeof item.target === 'string' ? item.target : null,
    details: (item.details as Record<string, string> | undefined) ?? {},
  };
}

/** TransactWriteItems element recording one entry, so it is written exactly when the change it names is. */
export function auditEntryTransactItem(
  entry: Omit<AuditEntry, 'id'>,
  tableName = configuredTableName(),
): NonNullable<TransactWriteCommandInput['TransactItems']>[number] {
  return { Put: auditEntryPut({ ...entry, id: ulid() }, tableName) };
}

/** The one shape of a stored entry: a new item, listed newest first on gsi1. */
function auditEntryPut(stored: AuditEntry, tableName: string) {
  return {
    TableName: tableName,
    Item: {
      ...auditLogKeys.item(stored.id),
      gsi1pk: auditLogKeys.list(),
      gsi1sk: `${stored.at}#${stored.id}`,
      type: 'auditEntry',
      ...stored,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}
