import type { IncomingMessage } from 'node:http';
import { visitorKey } from '../core/visitor';

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
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return visitorKey(chain[Math.max(0, chain.length - 1 - trustedProxies)]!.slice(0, MAX_ADDRESS));
}

/** Does X-Forwarded-Proto say the visitor came over HTTPS (its first entry, as the proxy nearest the visitor wrote it)? */
export function forwardedHttps(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  return (
    String(Array.isArray(header) ? header[0] : header)
      .split(',')[0]!
      .trim()
      .toLowerCase() === 'https'
  );
}
