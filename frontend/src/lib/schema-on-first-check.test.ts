import { type PostCommentRequest, postCommentRequest } from '@contracts/comments';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { schemaOnFirstCheck } from './schema-on-first-check';

const options: ResolverOptions<PostCommentRequest> = {
  fields: {},
  shouldUseNativeValidation: false,
};

describe('schemaOnFirstCheck', () => {
  it("checks with the contract's schema and its messages, loading it once", async () => {
    const load = vi.fn(async () => postCommentRequest);
    const check = schemaOnFirstCheck(load);
    expect(load).not.toHaveBeenCalled();

    const blank = await check({ content: '   ' }, undefined, options);
    expect(blank.values).toEqual({});
    expect(blank.errors.content?.message).toBe('Write a comment first');

    const written = await check({ content: 'Lovely with rice' }, undefined, options);
    expect(written.errors).toEqual({});
    expect(written.values).toEqual({ content: 'Lovely with rice' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries to load again at the next check when a load failed', async () => {
    const load = vi
      .fn<() => Promise<typeof postCommentRequest>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(postCommentRequest);
    const check = schemaOnFirstCheck(load);

    await expect(check({ content: 'Hello' }, undefined, options)).rejects.toThrow('offline');
    const retried = await check({ content: 'Hello' }, undefined, options);
    expect(retried.values).toEqual({ content: 'Hello' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
