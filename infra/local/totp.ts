// Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30 s), as Cognito and cognito-local check them:
// the local admin's first start, the integration tests and the browser tests compute codes with this.
import { generateSync } from 'otplib';

export function totpCode(secret: string, now = Date.now()): string {
  return generateSync({ secret, algorithm: 'sha1', digits: 6, period: 30, epoch: Math.floor(now / 1000) });
}
