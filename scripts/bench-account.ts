// The bench's own accounts: signed up and in with cognito-local, and a trial started through the local
// checkout simulator, which drives the same signed-webhook code as Stripe (photo import, large imports
// and the like are paid features).
import { cognitoCall, localPool } from '../infra/local/cognito.js';
import { srpTokens } from '../infra/local/srp-sign-in.js';

/** Signs a new cook up and in on the local stack; answers their ID token and user id. */
export async function signUpBenchCook(
  stackUrl: string,
  email: string,
  password: string,
): Promise<{ idToken: string; userId: string }> {
  const cognito = (operation: string, body: Record<string, unknown>) =>
    cognitoCall(`${stackUrl}/cognito`, operation, body);
  const signUp = await cognito('SignUp', {
    ClientId: localPool.clientId,
    Username: email,
    Password: password,
  });
  if (signUp.status !== 200) throw new Error(`Bench sign-up failed: ${JSON.stringify(signUp.body)}`);
  const { IdToken: idToken } = await srpTokens({
    endpoint: `${stackUrl}/cognito`,
    username: email,
    password,
  });
  return { idToken, userId: String(signUp.body.UserSub) };
}

export async function startTrial(stackUrl: string, idToken: string): Promise<void> {
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${stackUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Bench trial: ${path} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const checkout = await post('/api/subscription/checkout', { plan: 'monthly' });
  const session = new URL(String(checkout.url), stackUrl).searchParams.get('session') ?? '';
  await post(`/api/checkout-simulator/sessions/${session}/complete`);
}
