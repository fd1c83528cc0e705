/** What of a body past its bound is still read and dropped before the read is cancelled. */
const DRAIN_BYTES = 1024 * 1024;

/**
 * A request body read as UTF-8 text, or 'too-large' once more than `max` bytes have come. Past the
 * bound nothing more is kept: the rest is read and dropped up to `drain` bytes (a client still
 * sending would otherwise meet a reset before it reads the answer; fetch says "write ECONNRESET"),
 * then the read is cancelled. A 20 MB chunked body costs at most `max` + `drain` bytes read and
 * `max` kept, never the whole of it.
 */
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- the reasons stay named for the reader; a body of exactly that text reads as one
export async function readCapped(body: ReadableStream<Uint8Array> | null, max: number, drain = DRAIN_BYTES): Promise<string | 'too-large'> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max + drain) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    if (size <= max) chunks.push(value);
  }
  if (size > max) return 'too-large';
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}
