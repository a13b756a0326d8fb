// Lifetime invitations: an admin invites an e-mail address; the account that signs up with (and so
// verifies) that address gets lifetime access when its sign-up is confirmed.
//   pk = LIFETIME_INVITATION#<lower-case e-mail>, sk = META    one pending invitation per address;
//   sending again refreshes it. status: pending -> accepted (acceptedBy, acceptedAt).
// Accepting is one TransactWriteItems: status pending -> accepted plus the entitlement's lifetime grant.
import { type DocClient, documentTable, getItem, putItem, refusedAt, transactCancelled } from '../client.js';

export interface LifetimeInvitation {
  email: string;
  status: 'pending' | 'accepted';
  invitedBy: string;
  invitedAt: string;
  acceptedBy: string | null;
  acceptedAt: string | null;
}

export const lifetimeInvitationKeys = {
  item: (email: string) => ({ pk: `LIFETIME_INVITATION#${email.toLowerCase()}`, sk: 'META' }),
};

type Item = Record<string, unknown>;

export function lifetimeInvitationRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** The invitation of one address. */
    async get(email: string): Promise<LifetimeInvitation | null> {
      const item = await getItem(send, tableName, lifetimeInvitationKeys.item(email));
      return item ? toInvitation(item) : null;
    },

    /** Records (or refreshes) a pending invitation for an address. */
    async invite(email: string, invitedBy: string, at: string): Promise<void> {
      const invitation: LifetimeInvitation = {
        email: email.toLowerCase(),
        status: 'pending',
        invitedBy,
        invitedAt: at,
        acceptedBy: null,
        acceptedAt: null,
      };
      await putItem(send, tableName, {
        ...lifetimeInvitationKeys.item(email),
        type: 'lifetimeInvitation',
        ...invitation,
      });
    },

    /** pending -> accepted by this user together with `grant`; false when there was nothing pending. */
    async accept(
      email: string,
      userId: string,
      at: string,
      grant: Record<string, unknown>,
    ): Promise<boolean> {
      const cancelled = await transactCancelled(send, [
        {
          Update: {
            TableName: tableName,
            Key: lifetimeInvitationKeys.item(email),
            UpdateExpression: 'SET #status = :accepted, acceptedBy = :userId, acceptedAt = :at',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':accepted': 'accepted',
              ':pending': 'pending',
              ':userId': userId,
              ':at': at,
            },
          },
        },
        grant,
      ]);
      if (cancelled && !refusedAt(cancelled, 0)) throw cancelled;
      return !cancelled;
    },
  };
}

export type LifetimeInvitationRepository = ReturnType<typeof lifetimeInvitationRepository>;

function toInvitation(item: Item): LifetimeInvitation {
  return {
    email: String(item.email),
    status: item.status === 'accepted' ? 'accepted' : 'pending',
    invitedBy: String(item.invitedBy ?? ''),
    invitedAt: String(item.invitedAt ?? ''),
    acceptedBy: typeof item.acceptedBy === 'string' ? item.acceptedBy : null,
    acceptedAt: typeof item.acceptedAt === 'string' ? item.acceptedAt : null,
  };
}
