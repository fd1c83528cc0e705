/**
 * Whether a request's Host header names this machine's loopback: localhost, 127.x.x.x or [::1],
 * with any port. The local tools bind loopback, but a page on another site can still reach them
 * through a name of its own that resolves to 127.0.0.1 (DNS rebinding); its requests then carry
 * that name, so checking the Host is what keeps them private.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  return LOOPBACK_HOST.test(host ?? '');
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|\[::1\])(?::\d{1,5})?$/i;

/** The 403 a tool answers for another Host, naming what it accepts. */
export const hostRefusal = (tool: string, host: string | undefined) =>
  `Forbidden: the ${tool} answers only localhost, 127.0.0.1 and [::1], not ${host ?? 'a request without a Host'}.`;
