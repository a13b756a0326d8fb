// The domain's refusals answered with the statuses and codes the API has always used.
import { describe, expect, it } from 'vitest';
import { AppError, DomainRefusal } from '../../shared/errors.js';
import { answeringRefusals, asHttpError } from './http-errors.js';

describe('domain refusals over HTTP', () => {
  it.each([
    ['not-in-household', 409, 'not_in_household'],
    ['busy', 409, 'conflict'],
    ['subscription-required', 402, 'subscription_required'],
  ] as const)("answers %s with %i %s, in the domain's words", (kind, statusCode, code) => {
    const answered = asHttpError(new DomainRefusal(kind, 'Words a person reads', { link: '/subscription' }));
    expect(answered).toBeInstanceOf(AppError);
    expect(answered).toMatchObject({ statusCode, code, message: 'Words a person reads' });
  });

  it('leaves any other error as it is', async () => {
    const other = new AppError(404, 'not_found', 'Recipe not found');
    await expect(answeringRefusals(() => Promise.reject(other))).rejects.toBe(other);
    await expect(answeringRefusals(async () => 'fine')).resolves.toBe('fine');
  });
});
