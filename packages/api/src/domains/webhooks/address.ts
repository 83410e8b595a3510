import { BlockList, isIP } from 'node:net';

/**
 * What a webhook may not reach in production (SSRF): this machine, private networks, link-local (cloud metadata
 * at 169.254.169.254), unique-local, multicast and reserved ranges. Checked on the URL at registration (a literal
 * address or localhost) and again on every address DNS gives at delivery, so a name that later resolves inward is
 * refused too.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** True for an address a webhook must not reach in production; an IPv4-mapped IPv6 address is judged as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return false;
  return BLOCKED.check(bare, family === 4 ? 'ipv4' : 'ipv6');
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
    return 'URL must be a public address: private, loopback and link-local addresses are refused';
  return null;
}
