import { isIP } from 'node:net';

/**
 * The client's address. Without trusted proxies it is the socket's peer. Behind `hops` trusted
 * reverse proxies it is the address the outermost of them saw, which the proxies append to
 * `X-Forwarded-For` from the right: the `hops`-th entry from the right. Entries left of it are
 * written by the client itself and never trusted. An entry that is not an address falls back
 * to the socket's peer.
 */
export function clientAddress(forwardedFor: string | null | undefined, socketAddress: string | undefined, hops: number): string {
  const socket = parseAddress(socketAddress ?? '') ?? 'unknown';
  if (hops <= 0 || !forwardedFor) return socket;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  // Fewer entries than proxies: the farthest hop we have is the best we know.
  const entry = entries[Math.max(0, entries.length - hops)]!;
  return parseAddress(entry) ?? socket;
}

/** `1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:443`, `2001:db8::1`, `::ffff:1.2.3.4` → the bare address. */
function parseAddress(value: string): string | null {
  let candidate = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate);
  if (bracketed) candidate = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(candidate)) candidate = candidate.slice(0, candidate.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(candidate);
  if (mapped) candidate = mapped[1]!;
  const kind = isIP(candidate);
  if (kind === 0) return null;
  return kind === 6 ? candidate.toLowerCase() : candidate;
}

/**
 * What per-address limits count: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber usually gets a whole /64, so single addresses would be free to change).
 */
export function rateLimitSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  // An embedded IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) stands for two groups.
  const groups = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ipv4Groups(group) : [group])) : []);
  const left = groups(head);
  const right = groups(tail ?? '');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

function ipv4Groups(ipv4: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
