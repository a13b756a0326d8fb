// The smoke test's checks of an answer, and the paid plan its throw-away cook needs for a photo.

/**
 * Lifetime access for the throw-away cook: on AWS by redeeming the one-use code given; locally by the
 * checkout simulator's trial. False (and the photo step skipped) on AWS without a code.
 */
export async function paidPlan(
  site: string,
  call: (
    path: string,
    init?: { method?: string; body?: unknown },
  ) => Promise<{ status: number; body: unknown }>,
  local: boolean,
  code: string | undefined,
): Promise<boolean> {
  if (code) {
    expectOk(await call('/api/invitation-codes/redeem', { method: 'POST', body: { code } }), 200);
    return true;
  }
  if (!local) return false;
  const checkout = await call('/api/subscription/checkout', { method: 'POST', body: { plan: 'monthly' } });
  if (checkout.status >= 300) throw new Error(`checkout answered ${checkout.status}`);
  const session = new URL(String((checkout.body as { url: string }).url), site).searchParams.get('session');
  const completed = await call(`/api/checkout-simulator/sessions/${session}/complete`, { method: 'POST' });
  if (completed.status >= 300) throw new Error(`the checkout simulator answered ${completed.status}`);
  return true;
}

export function expectStatus(response: Response, status: number) {
  if (response.status !== status)
    throw new Error(`${response.url} answered ${response.status}, not ${status}`);
}

export function expectOk(reply: { status: number; body: unknown }, status: number) {
  if (reply.status !== status)
    throw new Error(`answered ${reply.status}, not ${status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
}
