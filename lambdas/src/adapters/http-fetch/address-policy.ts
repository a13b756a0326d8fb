// Which network addresses a recipe import may connect to. Only plain public unicast passes: private,
// loopback, link-local (169.254.169.254, the cloud metadata service), carrier-grade NAT, multicast,
// unique-local (fd00:ec2::254 among them), reserved and the IPv6 forms that embed an IPv4 address
// (mapped, 6to4, NAT64) are all refused, so a page address can never reach into our own network.
import ipaddr from 'ipaddr.js';

/** Range names of ipaddr.js that are safe to fetch from. */
const PUBLIC_RANGES = new Set(['unicast']);

/** True when `address` (an IP literal) is public unicast; false for anything else or garbage. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // ::ffff:10.0.0.1 reaches 10.0.0.1; judge the IPv4 address it carries.
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return PUBLIC_RANGES.has(parsed.range());
}
