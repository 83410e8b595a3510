import ipaddr from 'ipaddr.js';

/** IPv6's global unicast space (2000::/3): everything outside it is loopback, local, mapped or reserved. */
const GLOBAL_IPV6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether a webhook may reach this address in production (SSRF): only global unicast, judged after parsing.
 * ipaddr.js names every special range (loopback, private, link-local with cloud metadata at 169.254.169.254,
 * carrier-grade NAT, the TEST-NET documentation ranges, multicast, NAT64, SIIT, Teredo, 6to4...), and an
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries. An IPv6 address must also lie in 2000::/3,
 * which refuses the deprecated IPv4-compatible form (::7f00:1 is 127.0.0.1) that ipaddr.js calls unicast.
 * Anything that is not an IP address (a name) is not judged here: names are checked on every address DNS gives.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.process(bare);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_IPV6);
}

/** True for an IP address a webhook must not reach in production; a name is not an address, so false. */
export function isPrivateAddress(address: string): boolean {
  return ipaddr.isValid(address.replace(/^\[|\]$/g, '')) && !isPublicAddress(address);
}

/**
 * Why this webhook URL is refused in production, or null. Names resolve at delivery time (a name can change its
 * address), so here only literal addresses and this machine's names are judged.
 */
export function productionRefusal(value: string): string | null {
  const url = new URL(value);
  if (url.protocol !== 'https:') return 'URL must start with https://';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost'))
    return 'URL must be a public address: localhost is not reachable from WallCraft';
  if (isPrivateAddress(host))
    return 'URL must be a public address: private, loopback, link-local and reserved addresses are refused';
  return null;
}
