// Cognito's Secure Remote Password (SRP-6a) as the user pool and its clients compute it: the 3072-bit
// group of RFC 5054 with g = 2, SHA-256, Cognito's x = H(salt | H(poolName | userId | ":" | password)),
// and the key HKDF(S, u, "Caldera Derived Key") that signs poolName | userId | secretBlock | timestamp.
// Every value is hashed in the two's-complement hex Java's BigInteger gives (padHex), exactly as
// Amplify's AuthenticationHelper does, so the shim (the server side, cognito-srp-session.ts) and
// Amplify in the browser agree byte for byte; cognito-srp.test.ts drives Amplify's own helper against
// the server side here. Modular powers go through OpenSSL (a Diffie-Hellman object: base^exponent mod
// N is what computeSecret computes), about ten times faster than BigInt arithmetic, so the suite's
// hundreds of sign-ins cost milliseconds each.
import { createDiffieHellman, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
const N = BigInt(`0x${N_HEX}`);
/** The group's prime (tests). */
export const srpN = N;
const g = 2n;
const N_BYTES = Buffer.from(N_HEX, 'hex');

/** Java BigInteger's hex of a non-negative integer: even length, '00' before a set top bit. */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

const toBuffer = (value: bigint) => Buffer.from(padHex(value), 'hex');
const fromHex = (hex: string) => BigInt(`0x${hex || '0'}`);
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** H() of the protocol: SHA-256 of the bytes a hex string spells, as an integer. */
const hashOfHex = (hex: string) => fromHex(sha256Hex(Buffer.from(hex, 'hex')));

const k = hashOfHex(padHex(N) + padHex(g));

function slowModPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = base % N;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % N;
    b = (b * b) % N;
    e >>= 1n;
  }
  return result;
}

/** base^exponent mod N, by OpenSSL (which refuses 0, 1 and N-1 as a "public key": those take BigInt). */
export function modPow(base: bigint, exponent: bigint): bigint {
  const reduced = ((base % N) + N) % N;
  if (reduced < 2n || reduced >= N - 1n || exponent <= 0n) return slowModPow(reduced, exponent);
  const dh = createDiffieHellman(N_BYTES, Buffer.from([2]));
  dh.setPrivateKey(toBuffer(exponent));
  return fromHex(dh.computeSecret(toBuffer(reduced)).toString('hex'));
}

/** x: the password's private key, from the salt Cognito sent (hex) and Cognito's username for SRP. */
function privateKey(poolName: string, userIdForSrp: string, password: string, saltHex: string): bigint {
  const inner = sha256Hex(`${poolName}${userIdForSrp}:${password}`);
  return hashOfHex(padHex(fromHex(saltHex)) + inner);
}

/** The 16-byte key both sides derive from S and u. */
function hkdf(S: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', toBuffer(u)).update(toBuffer(S)).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

/** PASSWORD_CLAIM_SIGNATURE: what a client sends to prove it holds the key. */
export function claimSignature(options: {
  key: Buffer;
  poolName: string;
  userIdForSrp: string;
  secretBlock: string;
  timestamp: string;
}): string {
  return createHmac('sha256', options.key)
    .update(Buffer.from(options.poolName, 'utf8'))
    .update(Buffer.from(options.userIdForSrp, 'utf8'))
    .update(Buffer.from(options.secretBlock, 'base64'))
    .update(Buffer.from(options.timestamp, 'utf8'))
    .digest('base64');
}

const randomInteger = (bytes: number) => fromHex(randomBytes(bytes).toString('hex'));

/** Cognito's half: answers SRP_A with the PASSWORD_VERIFIER challenge's numbers and keeps the key. */
export function serverChallenge(options: {
  poolName: string;
  userIdForSrp: string;
  password: string;
  srpA: string;
}): { salt: string; srpB: string; key: Buffer } | null {
  if (!/^[0-9a-f]{1,2048}$/i.test(options.srpA)) return null;
  const A = fromHex(options.srpA);
  if (A % N === 0n) return null;
  const salt = randomBytes(16).toString('hex');
  const v = modPow(g, privateKey(options.poolName, options.userIdForSrp, options.password, salt));
  let b: bigint;
  let B: bigint;
  do {
    b = randomInteger(32);
    B = (k * v + modPow(g, b)) % N;
  } while (B === 0n);
  const u = hashOfHex(padHex(A) + padHex(B));
  if (u === 0n) return null;
  const S = modPow(A * modPow(v, u), b);
  return { salt, srpB: B.toString(16), key: hkdf(S, u) };
}

/** Whether a client's signature is the one the key makes (constant time). */
export function signatureMatches(expected: string, given: unknown): boolean {
  const a = Buffer.from(expected, 'base64');
  const b = Buffer.from(typeof given === 'string' ? given : '', 'base64');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The client's half (the test helpers' and scripts' sign-in; the browser runs Amplify's). */
export function clientStart(): { a: bigint; srpA: string } {
  const a = randomInteger(32);
  return { a, srpA: modPow(g, a).toString(16) };
}

export function clientKey(options: {
  poolName: string;
  userIdForSrp: string;
  password: string;
  a: bigint;
  srpA: string;
  srpB: string;
  salt: string;
}): Buffer {
  if (!/^[0-9a-f]{1,2048}$/i.test(options.srpB)) throw new Error('SRP: B is not hex');
  const B = fromHex(options.srpB);
  if (B % N === 0n) throw new Error('SRP: B cannot be zero');
  const u = hashOfHex(padHex(fromHex(options.srpA)) + padHex(B));
  const x = privateKey(options.poolName, options.userIdForSrp, options.password, options.salt);
  const S = modPow(B - k * modPow(g, x), options.a + u * x);
  return hkdf(S, u);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** TIMESTAMP as Cognito's clients write it: "Tue Mar 3 09:05:07 UTC 2026" (day not padded). */
export function srpTimestamp(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${WEEKDAYS[now.getUTCDay()]} ${MONTHS[now.getUTCMonth()]} ${now.getUTCDate()} ${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())} UTC ${now.getUTCFullYear()}`;
}

/** The time a TIMESTAMP names, or null when it is not in Cognito's format. */
export function parseSrpTimestamp(value: unknown): Date | null {
  const match =
    typeof value === 'string'
      ? /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/.exec(
          value,
        )
      : null;
  if (!match) return null;
  const month = MONTHS.indexOf(match[2] as string);
  if (month < 0) return null;
  const [day, hours, minutes, seconds, year] = [match[3], match[4], match[5], match[6], match[7]].map(Number);
  return new Date(Date.UTC(year as number, month, day, hours, minutes, seconds));
}

/** The pool name SRP hashes in: the part of the pool id after the region's underscore. */
export const srpPoolName = (userPoolId: string) => userPoolId.split('_')[1] ?? '';
