import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a rate limit counts a request against.
 *
 * With `trustProxyHops` 0 it is the socket's peer. With N proxies of our own in front, each
 * appending the address it received the request from to X-Forwarded-For, it is the N-th entry
 * from the right: everything further left was written by the client and can be forged. When the
 * header has fewer entries than hops, the left-most one is the furthest any of our proxies saw;
 * without the header, the socket's peer.
 *
 * The result is a bucket, not an address: an IPv6 address stands for its /64 (one subscriber
 * gets a whole /64, so counting single addresses would let one client rotate through millions),
 * an IPv4-mapped IPv6 address is its IPv4 address, and anything unparseable is 'unknown' (all
 * such requests share one bucket).
 */
export function clientAddress(input: {
  forwardedFor: string | string[] | null | undefined;
  socketAddress: string | null | undefined;
  trustProxyHops: number;
}): string {
  return addressBucket(pickAddress(input) ?? '');
}

function pickAddress(input: {
  forwardedFor: string | string[] | null | undefined;
  socketAddress: string | null | undefined;
  trustProxyHops: number;
}): string | undefined {
  const hops = Math.max(0, Math.floor(input.trustProxyHops));
  if (hops === 0) return input.socketAddress ?? undefined;
  const header = Array.isArray(input.forwardedFor) ? input.forwardedFor.join(',') : (input.forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return input.socketAddress ?? undefined;
  return entries[Math.max(0, entries.length - hops)];
}

export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/** One address (as a proxy or the socket gives it) to its rate-limit bucket. */
export function addressBucket(raw: string): string {
  const address = stripPortAndZone(raw.trim());
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return UNKNOWN_CLIENT_ADDRESS;
  const groups = ipv6Groups(address);
  if (!groups) return UNKNOWN_CLIENT_ADDRESS;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** '[2001:db8::1]:443' → '2001:db8::1'; '192.0.2.1:8080' → '192.0.2.1'; 'fe80::1%eth0' → 'fe80::1'. */
function stripPortAndZone(address: string): string {
  let result = address;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(result);
  if (bracketed) result = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(result)) result = result.slice(0, result.lastIndexOf(':'));
  const zone = result.indexOf('%');
  return (zone >= 0 ? result.slice(0, zone) : result).toLowerCase();
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part counts as two). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    const tail = `${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
    text = text.slice(0, dotted.index) + tail;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 0) return undefined;
  const groups = [...left, ...Array<number>(Math.max(0, missing)).fill(0), ...right];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : undefined;
}
