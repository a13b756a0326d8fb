import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_PATTERN,
  generateCode,
  type InvitationCode,
  type InvitationCodeRepository,
  isRedeemable,
  type RedeemOutcome,
} from '../../data/entities/invitation-code.js';
import {
  deactivateInvitationCode,
  generateInvitationCode,
  REDEEM_SUCCESS,
  redeemInvitationCode,
} from './invitation-codes.js';

const clock = () => new Date('2025-03-01T10:00:00.000Z');
const admin = { userId: 'admin-1', email: 'admin@hearth.local' };

/** An in-memory code store with the repository's conditional semantics. */
function fakeCodes() {
  const stored = new Map<string, InvitationCode>();
  const repo = {
    get: async (code: string) => stored.get(code) ?? null,
    create: async (code: InvitationCode) => {
      if (stored.has(code.code)) return false;
      stored.set(code.code, code);
      return true;
    },
    list: async () => ({ items: [...stored.values()], nextCursor: null }),
    deactivate: async (code: string, at: string) => {
      const existing = stored.get(code) ?? null;
      if (existing?.status !== 'active') return { ok: false as const, existing };
      const updated = { ...existing, status: 'inactive' as const, deactivatedAt: at };
      stored.set(code, updated);
      return { ok: true as const, code: updated };
    },
    redeem: async (
      code: string,
      user: { userId: string; email: string },
      at: string,
    ): Promise<RedeemOutcome> => {
      const existing = stored.get(code);
      if (!existing) return 'unknown';
      if (existing.status !== 'active') return existing.status;
      stored.set(code, {
        ...existing,
        status: 'used',
        usedBy: user.userId,
        usedByEmail: user.email,
        usedAt: at,
      });
      return 'redeemed';
    },
  };
  return { stored, repo: repo as unknown as InvitationCodeRepository };
}

describe('generateCode', () => {
  it('is LIFETIME- plus 6 upper-case letters or digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateCode()).toMatch(CODE_PATTERN);
  });

  it('draws every character from the 36-character alphabet through the random source', () => {
    const draws: number[] = [];
    const code = generateCode((max) => {
      draws.push(max);
      return draws.length === 1 ? 0 : 35;
    });
    expect(code).toBe('LIFETIME-A99999');
    expect(draws).toEqual([36, 36, 36, 36, 36, 36]);
    expect(CODE_ALPHABET).toHaveLength(36);
  });

  it('uses the whole alphabet over many codes', () => {
    const seen = new Set(Array.from({ length: 400 }, () => generateCode().slice(9)).join(''));
    expect(seen.size).toBe(36);
  });
});

describe('code states (SPEC 4)', () => {
  it('only an active code can be copied, deactivated or redeemed', () => {
    expect(isRedeemable({ status: 'active' })).toBe(true);
    expect(isRedeemable({ status: 'used' })).toBe(false);
    expect(isRedeemable({ status: 'inactive' })).toBe(false);
  });

  it('draws again when a code exists already', async () => {
    const { repo, stored } = fakeCodes();
    const draws = ['LIFETIME-AAAAAA', 'LIFETIME-AAAAAA', 'LIFETIME-BBBBBB'];
    const input = { notes: null, intendedEmail: 'Friend@Example.com' };
    await generateInvitationCode({ codes: repo, clock, draw: () => draws.shift() as string }, admin, input);
    const second = await generateInvitationCode(
      { codes: repo, clock, draw: () => draws.shift() as string },
      admin,
      input,
    );
    expect(second.code).toBe('LIFETIME-BBBBBB');
    expect(second).toMatchObject({
      status: 'active',
      intendedEmail: 'friend@example.com',
      createdBy: 'admin-1',
    });
    expect(stored.size).toBe(2);
  });

  it('active -> inactive once; a used code cannot be deactivated', async () => {
    const { repo } = fakeCodes();
    const deps = { codes: repo, clock, draw: () => 'LIFETIME-CCCCCC' };
    await generateInvitationCode(deps, admin, { notes: null, intendedEmail: null });
    expect((await deactivateInvitationCode(deps, 'lifetime-cccccc')).status).toBe('inactive');
    await expect(deactivateInvitationCode(deps, 'LIFETIME-CCCCCC')).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(deactivateInvitationCode(deps, 'LIFETIME-XXXXXX')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('active -> used by redemption, which grants lifetime; the second redemption is refused', async () => {
    const { repo, stored } = fakeCodes();
    await generateInvitationCode({ codes: repo, clock, draw: () => 'LIFETIME-DDDDDD' }, admin, {
      notes: null,
      intendedEmail: null,
    });
    const grantsBuilt: string[] = [];
    const deps = {
      codes: repo,
      clock,
      hasLifetime: async (id: string) => [...stored.values()].some((code) => code.usedBy === id),
      grantItem: (id: string) => {
        grantsBuilt.push(id);
        return { Update: { userId: id } };
      },
    };
    await expect(
      redeemInvitationCode(deps, { userId: 'u1', email: 'a@x.com' }, 'LIFETIME-DDDDDD'),
    ).resolves.toEqual({
      message: REDEEM_SUCCESS,
      lifetime: true,
    });
    expect(grantsBuilt).toEqual(['u1']);
    expect(stored.get('LIFETIME-DDDDDD')).toMatchObject({
      status: 'used',
      usedBy: 'u1',
      usedAt: clock().toISOString(),
    });
    await expect(
      redeemInvitationCode(deps, { userId: 'u2', email: 'b@x.com' }, 'LIFETIME-DDDDDD'),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'This code has already been used',
    });
    await expect(
      redeemInvitationCode(deps, { userId: 'u2', email: 'b@x.com' }, 'LIFETIME-EEEEEE'),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
