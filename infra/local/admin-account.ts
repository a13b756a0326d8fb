// The local stack's admin account: created on the first start (signed up, confirmed, put in the admin
// group, two-step sign-in turned on as the API requires of admins) and its credentials kept in
// <dataDir>/admin.json (mode 600), which `npm start` prints: the password and the authenticator key.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localPool, randomPassword } from './cognito.js';
import type { CognitoShim } from './cognito-shim.js';
import { totpCode } from './totp.js';

const adminEmail = 'admin@hearth.local';

export interface LocalAdmin {
  email: string;
  password: string;
  /** The authenticator-app key of its two-step sign-in; absent for an admin made before it existed
   * (who sets it up under My Account, as on AWS). */
  totpSecret?: string;
  /** Whether this start created it (the first start, or after admin.json was removed). */
  created: boolean;
}

export async function ensureAdmin(dataDir: string, shim: CognitoShim): Promise<LocalAdmin> {
  const file = join(dataDir, 'admin.json');
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Omit<LocalAdmin, 'created'>;
    return { ...saved, created: false };
  } catch {
    // first start: create it below
  }
  const password = randomPassword();
  const signUp = await shim.call('SignUp', {
    ClientId: localPool.clientId,
    Username: adminEmail,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: adminEmail },
      { Name: 'name', Value: 'Hearth Admin' },
    ],
  });
  let username: string;
  if (signUp.status === 200) {
    username = String(signUp.body.UserSub);
    const confirmed = await shim.confirmSignUp(username);
    if (confirmed.status !== 200)
      throw new Error(`Could not confirm the admin: ${JSON.stringify(confirmed.body)}`);
  } else if (signUp.body.__type === 'UsernameExistsException') {
    // The credentials file was removed: give the existing admin a new password.
    const user = await shim.call('AdminGetUser', { UserPoolId: localPool.userPoolId, Username: adminEmail });
    username = String(user.body.Username);
    await shim.call('AdminSetUserPassword', {
      UserPoolId: localPool.userPoolId,
      Username: username,
      Password: password,
      Permanent: true,
    });
  } else {
    throw new Error(`Could not create the admin account: ${JSON.stringify(signUp.body)}`);
  }
  const grouped = await shim.call('AdminAddUserToGroup', {
    UserPoolId: localPool.userPoolId,
    Username: username,
    GroupName: localPool.adminGroup,
  });
  if (grouped.status !== 200)
    throw new Error(`Could not make the admin an admin: ${JSON.stringify(grouped.body)}`);
  const totpSecret = await turnOnTwoStepSignIn(shim, password);
  await writeFile(file, JSON.stringify({ email: adminEmail, password, totpSecret }, null, 2), {
    mode: 0o600,
  });
  return { email: adminEmail, password, totpSecret, created: true };
}

/** What the browser does under My Account: an authenticator key, a first code, then TOTP preferred. */
async function turnOnTwoStepSignIn(shim: CognitoShim, password: string): Promise<string> {
  const signedIn = await shim.call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: localPool.clientId,
    AuthParameters: { USERNAME: adminEmail, PASSWORD: password },
  });
  const accessToken = (signedIn.body.AuthenticationResult as { AccessToken?: string } | undefined)
    ?.AccessToken;
  if (!accessToken) throw new Error(`Could not sign the admin in: ${JSON.stringify(signedIn.body)}`);
  const associated = await shim.call('AssociateSoftwareToken', { AccessToken: accessToken });
  const secret = String(associated.body.SecretCode ?? '');
  const verified = await shim.call('VerifySoftwareToken', {
    AccessToken: accessToken,
    UserCode: totpCode(secret),
    FriendlyDeviceName: 'Hearth local admin',
  });
  const preferred = await shim.call('SetUserMFAPreference', {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  if (!secret || verified.body.Status !== 'SUCCESS' || preferred.status !== 200)
    throw new Error(`Could not turn on the admin's two-step sign-in: ${JSON.stringify(verified.body)}`);
  return secret;
}
