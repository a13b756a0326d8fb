import { describe, expect, it } from 'vitest';
import { endSessionsAfterPasswordReset, endSessionsOfDeletedAccount, signOutEverywhere } from './sessions.js';

function fakes(startMs: number) {
  let now = startMs;
  const calls: string[] = [];
  const slept: number[] = [];
  return {
    calls,
    slept,
    deps: {
      identity: {
        signOutEverywhere: async (userId: string) => {
          calls.push(`revoke ${userId}`);
        },
      },
      sessions: {
        endSessionsBefore: async (userId: string, at: Date) => {
          calls.push(`end ${userId} ${at.getTime()}`);
        },
        markDeleted: async (userId: string, at: Date) => {
          calls.push(`deleted ${userId} ${at.getTime()}`);
        },
      },
      forget: (userId: string) => {
        calls.push(`forget ${userId}`);
      },
      clock: () => new Date(now),
      sleep: async (ms: number) => {
        slept.push(ms);
        now += ms;
      },
    },
  };
}

describe('ending sessions', () => {
  it('signs out everywhere: refresh tokens revoked first, then earlier sign-ins refused, then the second passes', async () => {
    const { deps, calls, slept } = fakes(1_700_000_000_300);
    expect(await signOutEverywhere(deps, 'u1')).toEqual({ signedOut: true });
    expect(calls).toEqual(['revoke u1', 'end u1 1700000000300', 'forget u1']);
    // Answers only in the next whole second, so a sign-in after the answer carries a later time.
    expect(slept).toEqual([705]);
  });

  it('ends the sessions of a password reset the same way, without a Cognito call', async () => {
    const { deps, calls, slept } = fakes(1_700_000_000_999);
    await endSessionsAfterPasswordReset(deps, 'u2');
    expect(calls).toEqual(['end u2 1700000000999', 'forget u2']);
    expect(slept).toEqual([6]);
  });

  it('marks a deleted account, with no wait (it never signs in again)', async () => {
    const { deps, calls, slept } = fakes(1_700_000_000_500);
    await endSessionsOfDeletedAccount(deps, 'u3');
    expect(calls).toEqual(['deleted u3 1700000000500', 'forget u3']);
    expect(slept).toEqual([]);
  });
});
