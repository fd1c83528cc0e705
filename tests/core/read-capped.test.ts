import { describe, expect, it } from 'vitest';
import { readCapped } from '../../src/core/read-capped';

/** A 20 MB body arriving in 64 KB chunks, counting the chunks asked of it. */
function twentyMegabytes() {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(120);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (pulled > 320) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('readCapped: a request body read only up to its bound', () => {
  it('reads at most 16 KB and 1 MB more of a 20 MB chunked body: 18 of its 320 chunks', async () => {
    const body = twentyMegabytes();
    expect(await readCapped(body.stream, 16 * 1024)).toBe('too-large');
    // 16 KB + 1 MB is 16.25 chunks of 64 KB; the 18th is the first past both, and the stream may be asked for one ahead.
    expect(body.pulled()).toBeLessThanOrEqual(19);
  });

  it('refuses a body just past the bound that ends within the drain, having read it to its end', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10 * 1024).fill(120));
        controller.enqueue(new Uint8Array(10 * 1024).fill(120));
        controller.close();
      },
    });
    expect(await readCapped(stream, 16 * 1024)).toBe('too-large');
  });

  it('gives a body within the bound as text, UTF-8 across chunk edges', async () => {
    const bytes = new TextEncoder().encode('{"city":"Mthatha – Eastern Cape"}');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 19));
        controller.enqueue(bytes.slice(19));
        controller.close();
      },
    });
    expect(await readCapped(stream, 16 * 1024)).toBe('{"city":"Mthatha – Eastern Cape"}');
    expect(await readCapped(null, 16 * 1024)).toBe('');
  });
});
