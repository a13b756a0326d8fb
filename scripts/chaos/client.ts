// The crowd's HTTP client (chaos.ts): one call as a person's client makes it, retrying a 429 or 503
// that carries Retry-After and nothing else, and counting every answer for the report.

export interface Answer {
  status: number | null;
  body: Record<string, unknown>;
}

/** What the crowd was answered, for the report. */
export const tally = {
  requests: 0,
  statuses: new Map<string, number>(),
  retried: 0,
  withRetryAfter: 0,
  serverErrorsWithMessage: 0,
  serverErrors: 0,
};

export async function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  for (let attempt = 1; ; attempt += 1) {
    tally.requests += 1;
    let answer: Answer;
    let retryAfter: number | null = null;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Longer than API Gateway's 30 s: the stack answers first.
        signal: AbortSignal.timeout(35_000),
      });
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { text };
      }
      answer = { status: response.status, body: parsed };
      const header = response.headers.get('retry-after');
      retryAfter = header === null ? null : Number(header);
    } catch {
      answer = { status: null, body: {} };
    }
    const key = answer.status === null ? 'no answer' : String(answer.status);
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
    if (answer.status !== null && answer.status >= 500) {
      tally.serverErrors += 1;
      const message = (answer.body.error as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string' && message.length > 0) tally.serverErrorsWithMessage += 1;
    }
    const busy = answer.status === 429 || answer.status === 503;
    if (busy && retryAfter !== null && Number.isFinite(retryAfter)) tally.withRetryAfter += 1;
    if (!busy || retryAfter === null || !Number.isFinite(retryAfter) || attempt >= 3) return answer;
    tally.retried += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 3) * 1000));
  }
}

export async function allPages<T>(base: string, token: string, path: string, key: string): Promise<T[]> {
  const found: T[] = [];
  let cursor: string | null = null;
  do {
    const answer = await call(
      base,
      token,
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}limit=60${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    found.push(...((answer.body[key] as T[] | undefined) ?? []));
    cursor = (answer.body.nextCursor as string | null | undefined) ?? null;
  } while (cursor);
  return found;
}
