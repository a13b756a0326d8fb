// The local stack's admin account: created on the first start (signed up, confirmed, put in the admin
// group) and its credentials kept in <dataDir>/admin.json (mode 600), which `npm start` prints.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localPool, randomPassword } from './cognito.js';
import type { CognitoShim } from './cognito-shim.js';

const adminEmail = 'admin@hearth.local';

export interface LocalAdmin {
  email: string;
  password: string;
  /** Whether this start created it (the first start, or after admin.json was removed). */
  created: boolean;
}

export async function ensureAdmin(dataDir: string, shim: CognitoShim): Promise<LocalAdmin> {
  const file = join(dataDir, 'admin.json');
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { email: string; password: string };
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
  await writeFile(file, JSON.stringify({ email: adminEmail, password }, null, 2), { mode: 0o600 });
  return { email: adminEmail, password, created: true };
}
