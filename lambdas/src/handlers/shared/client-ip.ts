// The caller's network address as route handlers read it (shared/client-ip.ts explains where it comes
// from). Locally there is no CloudFront: the header plays the part of its function (the test harnesses
// give each simulated person an address of their own), else the socket's address.
import { clientIpOf } from '../../shared/client-ip.js';
import { config, isLocal } from '../../shared/config.js';

export const clientIp = (event: Parameters<typeof clientIpOf>[0]) =>
  clientIpOf(event, Boolean(config.ORIGIN_VERIFY) || isLocal);
