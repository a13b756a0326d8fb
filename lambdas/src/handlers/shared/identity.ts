// The identity provider port on the Lambda's Cognito client and user pool.
import { cognitoIdentity } from '../../adapters/identity/cognito-identity.js';
import type { IdentityProvider } from '../../domain/account/ports.js';
import { cognito } from '../../shared/clients.js';
import { requireConfig } from '../../shared/config.js';

/** `clientId` (the public web client) only where passwords are checked. */
export const identityProvider = (clientId?: string): IdentityProvider =>
  cognitoIdentity({ cognito, userPoolId: requireConfig('USER_POOL_ID'), clientId });
