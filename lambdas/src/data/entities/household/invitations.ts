// A household's invitations in the table (issue 15, key design in ./keys.ts): each a single-use link
// for one address, kept in the household's partition (so the household page reads them in its one
// Query) with only the hash of the link's secret.
import type { HouseholdInvitation } from '../../../contracts/households.js';
import { UpdateCommand } from '../../../shared/aws-sdk.js';
import { getItem, putNewItem, type Send, writeIf } from '../../client.js';
import { householdKeys } from './keys.js';

export type InvitationState = 'open' | 'used' | 'revoked';

/** The invitation as the household page shows it, and what only the table keeps. */
export interface InvitationRecord extends HouseholdInvitation {
  householdId: string;
  state: InvitationState;
  /** sha256 of the link's secret; the secret itself is only ever in the mail. */
  secretHash: string;
}

type Item = Record<string, unknown>;

export const toInvitation = (item: Item): InvitationRecord => ({
  householdId: String(item.householdId),
  id: String(item.id),
  email: String(item.email ?? ''),
  invitedBy: String(item.invitedBy ?? ''),
  invitedByName: String(item.invitedByName ?? ''),
  createdAt: String(item.createdAt ?? ''),
  expiresAt: String(item.expiresAt ?? ''),
  state: item.state === 'used' || item.state === 'revoked' ? item.state : 'open',
  secretHash: String(item.secretHash ?? ''),
});

/** The invitation methods of the household repository (repository.ts composes them). */
export function invitationRepository(
  send: Send,
  tableName: string,
  readHousehold: (householdId: string) => Promise<{ invitations: InvitationRecord[] } | null>,
) {
  const invitations = {
    async putInvitation(invitation: InvitationRecord): Promise<void> {
      await putNewItem(send, tableName, {
        ...householdKeys.invite(invitation.householdId, invitation.id),
        type: 'householdInvitation',
        ...invitation,
      });
    },

    async getInvitation(householdId: string, id: string): Promise<InvitationRecord | null> {
      const item = await getItem(send, tableName, householdKeys.invite(householdId, id));
      return item ? toInvitation(item) : null;
    },

    /** Withdraws an open invitation; false when it is not open any more. */
    async revokeInvitation(householdId: string, id: string): Promise<boolean> {
      return writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: householdKeys.invite(householdId, id),
          UpdateExpression: 'SET #state = :revoked',
          ConditionExpression: '#state = :open',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':revoked': 'revoked', ':open': 'open' },
        }),
      );
    },
    /** Withdraws the open invitations `userId` sent (they left, were removed, or their sessions ended). */
    async revokeInvitationsBy(householdId: string, userId: string): Promise<number> {
      const read = await readHousehold(householdId);
      let revoked = 0;
      for (const invitation of read?.invitations ?? [])
        if (invitation.invitedBy === userId && invitation.state === 'open')
          if (await invitations.revokeInvitation(householdId, invitation.id)) revoked += 1;
      return revoked;
    },
  };
  return invitations;
}
