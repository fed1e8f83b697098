import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address ('::' expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(ip: string): number[] {
  const [head, tail = ''] = ip.split('::');
  const part = (text: string) =>
    text
      .split(':')
      .filter(Boolean)
      .flatMap((g) => {
        if (!g.includes('.')) return [parseInt(g, 16)];
        const [a, b, c, d] = g.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const before = part(head);
  const after = ip.includes('::') ? part(tail) : [];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The network a login attempt comes from, as the throttle counts it: an IPv4 address on its own
 * (/32), an IPv6 address by its /64, the block one subscriber is handed, so rotating through the
 * addresses of one's own /64 does not buy fresh tries. IPv4-mapped IPv6 counts as the IPv4.
 */
export function networkKey(ip: string): string {
  const address = ip.split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) {
    const prefix = ipv6Groups(address)
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':');
    return `${prefix}::/64`;
  }
  return address;
}
