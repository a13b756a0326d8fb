// Whether a user has two-step sign-in on, read from Cognito (AdminGetUser). Installed only by the areas
// that serve admin routes (see admin-mfa.ts), which alone are granted cognito-idp:AdminGetUser.
import { cognito } from '../../shared/clients.js';
import { config } from '../../shared/config.js';
import type { MfaDirectory } from './admin-mfa.js';

export const cognitoMfaDirectory: MfaDirectory = {
  async hasTotp(userId) {
    const { AdminGetUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const user = await (await cognito()).send(
      new AdminGetUserCommand({ UserPoolId: config.USER_POOL_ID, Username: userId }),
    );
    return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  },
};
