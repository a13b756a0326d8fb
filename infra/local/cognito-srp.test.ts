import { describe, expect, it } from 'vitest';
import {
  claimSignature,
  clientKey,
  clientStart,
  modPow,
  padHex,
  parseSrpTimestamp,
  serverChallenge,
  signatureMatches,
  srpN,
  srpPoolName,
  srpTimestamp,
} from './cognito-srp.js';

const poolName = srpPoolName('local_hearth');
const userIdForSrp = '5b0c8a52-6f0e-4c39-9e44-3f1c9a6b2d10';

function handshake(serverPassword: string, clientPassword: string) {
  const { a, srpA } = clientStart();
  const server = serverChallenge({ poolName, userIdForSrp, password: serverPassword, srpA });
  if (!server) throw new Error('refused');
  const key = clientKey({ poolName, userIdForSrp, password: clientPassword, a, srpA, ...server });
  return { server, key };
}

describe("Cognito's SRP maths (the shim's side and the test helpers' side)", () => {
  it('pads hex as Java BigInteger does (Amplify hashes that form)', () => {
    expect(padHex(0x14n)).toBe('14');
    expect(padHex(0xecn)).toBe('00ec');
    expect(padHex(0x1abn)).toBe('01ab');
    expect(padHex(0x8000n)).toBe('008000');
  });

  it('computes powers modulo N through OpenSSL as BigInt does, and takes BigInt where OpenSSL refuses', () => {
    const slow = (base: bigint, exponent: bigint) => {
      let result = 1n;
      let b = base % srpN;
      for (let e = exponent; e > 0n; e >>= 1n) {
        if (e & 1n) result = (result * b) % srpN;
        b = (b * b) % srpN;
      }
      return result;
    };
    const base = 0x1234567890abcdef1234567890abcdefn;
    const exponent = 0xfedcba9876543210fedcba98765432n;
    expect(modPow(base, exponent)).toBe(slow(base, exponent));
    expect(modPow(srpN - 1n, 2n)).toBe(1n);
    expect(modPow(srpN + 5n, 3n)).toBe(125n);
    expect(modPow(-2n, 3n)).toBe(srpN - 8n);
  });

  it('gives client and server the same key for the right password, and the signature matches', () => {
    const { server, key } = handshake('Family-Recipes-1', 'Family-Recipes-1');
    expect(key.equals(server.key)).toBe(true);
    const timestamp = srpTimestamp();
    const secretBlock = Buffer.from('a secret block').toString('base64');
    const given = claimSignature({ key, poolName, userIdForSrp, secretBlock, timestamp });
    expect(
      signatureMatches(
        claimSignature({ key: server.key, poolName, userIdForSrp, secretBlock, timestamp }),
        given,
      ),
    ).toBe(true);
  });

  it('gives a different key for a wrong password, so its signature is refused', () => {
    const { server, key } = handshake('Family-Recipes-1', 'Family-Recipes-2');
    expect(key.equals(server.key)).toBe(false);
    const timestamp = srpTimestamp();
    const secretBlock = 'c2VjcmV0';
    const given = claimSignature({ key, poolName, userIdForSrp, secretBlock, timestamp });
    const expected = claimSignature({ key: server.key, poolName, userIdForSrp, secretBlock, timestamp });
    expect(signatureMatches(expected, given)).toBe(false);
    expect(signatureMatches(expected, undefined)).toBe(false);
  });

  it('refuses an A that is zero modulo N (the attack that fixes the key)', () => {
    expect(serverChallenge({ poolName, userIdForSrp, password: 'x', srpA: '0' })).toBeNull();
    expect(serverChallenge({ poolName, userIdForSrp, password: 'x', srpA: srpN.toString(16) })).toBeNull();
    expect(serverChallenge({ poolName, userIdForSrp, password: 'x', srpA: 'not hex' })).toBeNull();
  });

  it("writes and reads TIMESTAMP in Cognito's format (day not padded)", () => {
    const when = new Date(Date.UTC(2026, 2, 3, 9, 5, 7));
    expect(srpTimestamp(when)).toBe('Tue Mar 3 09:05:07 UTC 2026');
    expect(parseSrpTimestamp('Tue Mar 3 09:05:07 UTC 2026')?.getTime()).toBe(when.getTime());
    expect(parseSrpTimestamp('2026-03-03T09:05:07Z')).toBeNull();
  });
});
