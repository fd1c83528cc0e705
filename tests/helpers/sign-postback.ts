/**
 * A postback's Conversion-Signature as a form provider makes it: sha256= and the hex HMAC-SHA256 of
 * `timestamp.body` with the secret (docs/tracking.md signs it with openssl). Written here apart
 * from the engine's check (src/core/postback-signature.ts), so the tests sign as a provider does.
 */
export async function signPostback(secret: string, timestamp: string | number, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
  return `sha256=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
