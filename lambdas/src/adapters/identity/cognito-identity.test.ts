// Cognito's exceptions become the identity port's outcomes here, and nowhere else.
import { describe, expect, it } from 'vitest';
import { cognitoIdentity } from './cognito-identity.js';

const cognitoError = (name: string, message = name) => Object.assign(new Error(message), { name });

/** A Cognito client that answers every command with `answer` (a value, or an error to throw). */
function identityAnswering(answer: unknown) {
  const sent: string[] = [];
  const identity = cognitoIdentity({
    userPoolId: 'pool',
    clientId: 'client',
    cognito: async () => ({
      send: async (command: never) => {
        sent.push((command as { constructor: { name: string } }).constructor.name);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    }),
  });
  return { identity, sent };
}

describe('the Cognito identity adapter', () => {
  it("answers 'taken' and 'invalid' for addresses Cognito refuses, and rethrows anything else", async () => {
    expect(
      await identityAnswering(cognitoError('AliasExistsException')).identity.setVerifiedEmail('u1', 'a@b.c'),
    ).toBe('taken');
    expect(
      await identityAnswering(cognitoError('InvalidParameterException')).identity.setVerifiedEmail('u1', 'x'),
    ).toBe('invalid');
    const { identity, sent } = identityAnswering({});
    expect(await identity.setVerifiedEmail('u1', 'a@b.c')).toBe('ok');
    expect(sent).toEqual(['AdminUpdateUserAttributesCommand']);
    await expect(
      identityAnswering(cognitoError('InternalErrorException')).identity.setVerifiedEmail('u1', 'a@b.c'),
    ).rejects.toThrow('InternalErrorException');
  });

  it('answers null and missing for a user who is not there', async () => {
    const { identity } = identityAnswering(cognitoError('UserNotFoundException'));
    expect(await identity.getUser('u1')).toBeNull();
    expect(await identity.deleteUser('u1')).toBe('missing');
  });

  it('reads the directory: id from sub, the verified flag, the admin group', async () => {
    const user = {
      Username: 'u1',
      Attributes: [
        { Name: 'sub', Value: 'sub-1' },
        { Name: 'email', Value: 'cook@example.com' },
        { Name: 'email_verified', Value: 'true' },
      ],
    };
    const { identity } = identityAnswering({ Users: [user] });
    expect(await identity.findByEmail('cook@example.com')).toEqual({
      id: 'sub-1',
      email: 'cook@example.com',
      name: '',
      emailVerified: true,
    });
    expect(await identity.adminIds()).toEqual(new Set(['sub-1']));
  });

  it('checks a password server-side with ADMIN_USER_PASSWORD_AUTH (the browser client allows only SRP)', async () => {
    const inputs: unknown[] = [];
    const identity = cognitoIdentity({
      userPoolId: 'pool',
      clientId: 'client',
      cognito: async () => ({
        send: async (command: never) => {
          inputs.push({
            name: (command as { constructor: { name: string } }).constructor.name,
            ...(command as { input: object }).input,
          });
          // A user with two-step sign-in gets a challenge, not tokens: the password was right all the same.
          return { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's' };
        },
      }),
    });
    expect(await identity.checkPassword('u1', 'Secret-1')).toBe('ok');
    expect(inputs).toEqual([
      {
        name: 'AdminInitiateAuthCommand',
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        UserPoolId: 'pool',
        ClientId: 'client',
        AuthParameters: { USERNAME: 'u1', PASSWORD: 'Secret-1' },
      },
    ]);
  });

  it('tells a locked account from a wrong password', async () => {
    const locked = cognitoError('NotAuthorizedException', 'Password attempts exceeded');
    expect(await identityAnswering(locked).identity.checkPassword('u1', 'pw')).toBe('locked');
    expect(
      await identityAnswering(cognitoError('NotAuthorizedException')).identity.checkPassword('u1', 'pw'),
    ).toBe('wrong');
  });
});
