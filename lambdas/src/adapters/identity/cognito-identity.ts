// The identity provider port on Cognito: password checks, setting a proven address, the directory
// (get, search, the admin group), deleting a sign-in and revoking its tokens. Cognito's exceptions
// become the port's plain outcomes here, so no use case reads an error name. The Cognito package loads
// on the first call (issue 20): most requests of the functions that hold this port never make one.
import type { AttributeType, UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { DirectoryUser, IdentityProvider } from '../../domain/account/ports.js';

export interface IdentityDeps {
  cognito: () => Promise<{ send: (command: never) => Promise<unknown> }>;
  userPoolId: string;
  /** The public web client, for password checks. */
  clientId?: string;
}

const ADMIN_GROUP = 'admin';

const nameOf = (error: unknown) => (error as Error)?.name;

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value ?? '';

function directoryUser(user: UserType): DirectoryUser {
  return {
    id: attribute(user.Attributes, 'sub') || String(user.Username),
    email: attribute(user.Attributes, 'email'),
    name: attribute(user.Attributes, 'name'),
    emailVerified: attribute(user.Attributes, 'email_verified') === 'true',
    ...locale(user.Attributes),
  };
}

/** The `locale` attribute, as a field only when the sign-in has one. */
const locale = (attributes: AttributeType[] | undefined) => {
  const value = attribute(attributes, 'locale');
  return value ? { locale: value } : {};
};

export function cognitoIdentity(deps: IdentityDeps): IdentityProvider {
  const send = async <T>(command: unknown) => (await deps.cognito()).send(command as never) as Promise<T>;
  const listUsers = async (filter: string, limit: number) => {
    const { ListUsersCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    return (
      (
        await send<{ Users?: UserType[] }>(
          new ListUsersCommand({ UserPoolId: deps.userPoolId, Filter: filter, Limit: limit }),
        )
      ).Users ?? []
    );
  };
  return {
    /**
     * Signs in server-side with the password (ADMIN_USER_PASSWORD_AUTH, allowed by this function's
     * role; the browser's client has only SRP); tokens or an MFA challenge are discarded: either means
     * the password was right. The user is named by their Cognito user name (the `sub`).
     */
    async checkPassword(userId, password) {
      const { AdminInitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
      try {
        await send(
          new AdminInitiateAuthCommand({
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            UserPoolId: deps.userPoolId,
            ClientId: deps.clientId,
            AuthParameters: { USERNAME: userId, PASSWORD: password },
          }),
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
    async setVerifiedEmail(userId, email) {
      const { AdminUpdateUserAttributesCommand } = await import('@aws-sdk/client-cognito-identity-provider');
      try {
        await send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: deps.userPoolId,
            Username: userId,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
        return 'ok';
      } catch (error) {
        if (['AliasExistsException', 'UsernameExistsException'].includes(nameOf(error))) return 'taken';
        // An address Cognito will not take (the contract's check should have refused it first).
        if (nameOf(error) === 'InvalidParameterException') return 'invalid';
        throw error;
      }
    },

    async setLocale(userId, language) {
      const { AdminUpdateUserAttributesCommand } = await import('@aws-sdk/client-cognito-identity-provider');
      await send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: deps.userPoolId,
          Username: userId,
          UserAttributes: [{ Name: 'locale', Value: language }],
        }),
      );
    },

    async getUser(userId) {
      const { AdminGetUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
      try {
        const user = await send<{ UserAttributes?: AttributeType[] }>(
          new AdminGetUserCommand({ UserPoolId: deps.userPoolId, Username: userId }),
        );
        return { email: attribute(user.UserAttributes, 'email'), ...locale(user.UserAttributes) };
      } catch (error) {
        if (nameOf(error) === 'UserNotFoundException') return null;
        throw error;
      }
    },

    async searchByEmailPrefix(prefix, limit) {
      return (await listUsers(`email ^= "${prefix}"`, limit)).slice(0, limit).map(directoryUser);
    },

    async findByEmail(email) {
      const [user] = await listUsers(`email = "${email.replace(/["\\]/g, '')}"`, 1);
      return user ? directoryUser(user) : null;
    },

    async adminIds() {
      const { ListUsersInGroupCommand } = await import('@aws-sdk/client-cognito-identity-provider');
      const { Users } = await send<{ Users?: UserType[] }>(
        new ListUsersInGroupCommand({ UserPoolId: deps.userPoolId, GroupName: ADMIN_GROUP, Limit: 60 }),
      );
      return new Set((Users ?? []).map((user) => attribute(user.Attributes, 'sub') || String(user.Username)));
    },

    async deleteUser(userId) {
      const { AdminDeleteUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
      try {
        await send(new AdminDeleteUserCommand({ UserPoolId: deps.userPoolId, Username: userId }));
        return 'deleted';
      } catch (error) {
        if (nameOf(error) === 'UserNotFoundException') return 'missing';
        throw error;
      }
    },

    async signOutEverywhere(userId) {
      const { AdminUserGlobalSignOutCommand } = await import('@aws-sdk/client-cognito-identity-provider');
      await send(new AdminUserGlobalSignOutCommand({ UserPoolId: deps.userPoolId, Username: userId }));
    },
  };
}
