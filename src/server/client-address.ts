import type { IncomingMessage } from 'node:http';

/** Longest address kept as a key: an IPv6 address is at most 45 characters. */
const MAX_ADDRESS = 64;

/**
 * The visitor's address, for the per-visitor limits (never stored). Without trusted proxies it is
 * the socket's peer: X-Forwarded-For is then text any visitor can write, so it is ignored. Behind
 * `trustedProxies` proxies, each of which appends the address it saw (nginx:
 * $proxy_add_x_forwarded_for), the visitor is that many entries from the end of the chain; what a
 * visitor wrote into the header sits further left and is never read. A request with a shorter
 * chain (one that reached the server without passing every proxy) gets its leftmost entry.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies = 0): string {
  const peer = req.socket.remoteAddress ?? '';
  if (trustedProxies <= 0) return visitorKey(peer);
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  const chain = [...forwarded, peer];
  return visitorKey(chain[Math.max(0, chain.length - 1 - trustedProxies)]!.slice(0, MAX_ADDRESS));
}

/**
 * One key per visitor. An IPv4 address (and text that is not an address) is kept as it is, also
 * when written the IPv6 way (::ffff:203.0.113.5, or in hex ::ffff:cb00:7105). An IPv6 visitor is
 * its /64 network: one household or phone gets a whole /64 and may pick any address in it, so
 * keyed by the full address it could start a fresh limit with each request.
 */
export function visitorKey(address: string): string {
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice('::ffff:'.length);
  if (!address.includes(':')) return address;
  const bare = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const number = groups.map((group) => parseInt(group, 16));
  if (groups.length === 8 && number.slice(0, 5).every((n) => n === 0) && number[5] === 0xffff) {
    return [number[6]! >> 8, number[6]! & 255, number[7]! >> 8, number[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Does X-Forwarded-Proto say the visitor came over HTTPS (its first entry, as the proxy nearest the visitor wrote it)? */
export function forwardedHttps(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  return String(Array.isArray(header) ? header[0] : header).split(',')[0]!.trim().toLowerCase() === 'https';
}
