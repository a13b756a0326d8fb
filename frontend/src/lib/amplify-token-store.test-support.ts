// Tokens as Amplify v6's token store keeps them, for the tests of code that reads them
// (stored-session.test.ts, auth-out-of-reach.test.ts).

/** A JWT with these claims (unsigned: nothing in the browser checks the signature). */
export function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'k' })}.${part(claims)}.signature`;
}

/** Storage laid out as Amplify v6's token store writes it: `items` are the user's keys. */
export function amplifyStorage(clientId: string, items: Record<string, string>, user = 'u-123') {
  const stored = new Map<string, string>([[`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`, user]]);
  for (const [name, value] of Object.entries(items))
    stored.set(`CognitoIdentityServiceProvider.${clientId}.${user}.${name}`, value);
  return { getItem: (key: string) => stored.get(key) ?? null, clear: () => stored.clear() };
}
