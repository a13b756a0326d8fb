// The Cognito calls behind an e-mail change: re-checking the user's password, and setting a proven
// address. Cognito's answers become the plain outcomes the use case decides on.
import {
  AdminUpdateUserAttributesCommand,
  AuthFlowType,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export interface IdentityDeps {
  cognito: { send: (command: never) => Promise<unknown> };
  userPoolId: string;
  clientId: string;
}

const nameOf = (error: unknown) => (error as Error)?.name;

export function cognitoIdentity(deps: IdentityDeps) {
  return {
    /**
     * Signs in with the password as the app does (USER_PASSWORD_AUTH on the public web client); the
     * tokens are discarded. The user is named by their Cognito user name (the `sub`).
     */
    async checkPassword(userId: string, password: string): Promise<'ok' | 'wrong' | 'locked'> {
      try {
        await deps.cognito.send(
          new InitiateAuthCommand({
            AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
            ClientId: deps.clientId,
            AuthParameters: { USERNAME: userId, PASSWORD: password },
          }) as never,
        );
        return 'ok';
      } catch (error) {
        const name = nameOf(error);
        if (name === 'NotAuthorizedException' && /attempts exceeded/i.test((error as Error).message))
          return 'locked';
        if (name === 'TooManyRequestsException' || name === 'LimitExceededException') return 'locked';
        if (['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(name))
          return 'wrong';
        throw error;
      }
    },

    /**
     * Sets the address, marked verified: the caller proved it (a code) or an admin vouches. With
     * email_verified in the same request Cognito applies it at once even though the pool keeps the
     * original address until verification (keepOriginal).
     */
    async setVerifiedEmail(userId: string, email: string): Promise<'ok' | 'taken'> {
      try {
        await deps.cognito.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: deps.userPoolId,
            Username: userId,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }) as never,
        );
        return 'ok';
      } catch (error) {
        if (['AliasExistsException', 'UsernameExistsException'].includes(nameOf(error))) return 'taken';
        throw error;
      }
    },
  };
}
