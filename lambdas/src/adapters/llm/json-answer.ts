// A model's answer is asked for as one JSON object; models still wrap it in prose or ```json fences.
// This reads the object out and validates it, or says what was wrong in words the model is shown
// when it is asked to try again.
import type * as z from 'zod/mini';

export type JsonAnswer<T> = { ok: true; value: T } | { ok: false; problem: string };

export function parseJsonAnswer<T>(raw: string, schema: z.ZodMiniType<T>): JsonAnswer<T> {
  const unfenced = raw
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```\s*$/, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end < start) return { ok: false, problem: 'The answer held no JSON object.' };
  let json: unknown;
  try {
    json = JSON.parse(unfenced.slice(start, end + 1));
  } catch (error) {
    return { ok: false, problem: `The answer was not valid JSON: ${(error as Error).message}` };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, problem: `The JSON did not match the shape asked for: ${issues}` };
}
