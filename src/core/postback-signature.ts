/** A postback's Conversion-Signature: sha256= and the hex HMAC-SHA256, with the provider's secret, of the timestamp, a dot and the body as sent. */
const SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;

async function hmac(secret: string, text: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

/**
 * Whether the header is the signature of `timestamp.body`: every byte compared, whatever the first
 * difference, so the time taken says nothing of how much of a guess was right.
 */
export async function signatureMatches(secret: string, timestamp: string, body: string, header: string): Promise<boolean> {
  const expected = await hmac(secret, `${timestamp}.${body}`);
  const hex = SIGNATURE.exec(header)?.[1];
  if (!hex) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected[i]! ^ parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return difference === 0;
}
