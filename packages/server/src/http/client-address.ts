import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a limit counts a client by: an IPv4 address as it is, an IPv6 address as its
 * /64, since one household or phone is given a whole /64 and picks any address in it (as
 * @fastify/rate-limit keys the per-address limits). An IPv4-mapped IPv6 address is its IPv4.
 */
export function limitedAddress(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip.split('%')[0] ?? ip);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Whether a limit may give this client an IPv4 address's allowance (several people behind one NAT). */
export function isIPv4Client(ip: string): boolean {
  return isIPv4(limitedAddress(ip));
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part split). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY: with a number n, the socket's peer and the n-1 hops
 * before it are proxies, so the client is the n-th address from the right of X-Forwarded-For
 * (what a client writes to the left of it is ignored). Fastify itself reads a number as
 * "trust nothing", since it cannot know the peer is a proxy: the shop must then be reachable
 * only through them (README "Several servers"). A list is handed on as it is.
 */
export function trustedProxies(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
