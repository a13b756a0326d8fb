// The bench's own account: a trial started through the local checkout simulator, which drives the
// same signed-webhook code as Stripe (photo import, large imports and the like are paid features).
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
