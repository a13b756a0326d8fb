// The network address a scripted person calls from (tests, the bench). Each signed-in person gets their
// own, derived from their user id, as people at home have, so limits kept per address (invitations,
// sign-ups) count one person's calls and a shared local stack never pools a whole run's people into one
// address. Locally the header stands in for the address CloudFront writes on AWS, where CloudFront
// replaces whatever a caller sent (lambdas/src/shared/client-ip.ts).
import { createHash } from 'node:crypto';
import { VIEWER_IP_HEADER } from '../lambdas/src/shared/client-ip.js';

export { VIEWER_IP_HEADER };

/** The address of the person whose ID token this is (one shared address for the anonymous). */
export function addressOf(token: string | undefined): string {
  const payload = token?.split('.')[1];
  const sub = payload ? String(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub ?? '') : '';
  const bytes = createHash('sha256')
    .update(sub || 'anonymous')
    .digest();
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}
