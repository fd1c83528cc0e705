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
  const peer = plain(req.socket.remoteAddress ?? '');
  if (trustedProxies <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  const chain = [...forwarded, peer];
  return plain(chain[Math.max(0, chain.length - 1 - trustedProxies)]!).slice(0, MAX_ADDRESS);
}

/** ::ffff:203.0.113.5 and 203.0.113.5 are one visitor. */
const plain = (address: string) => (address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address);
