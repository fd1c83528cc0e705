import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TooLarge } from '../../../dev/editor/drafts';
import { readBody } from '../../../dev/editor/request-body';

const request = (...sizes: number[]) => Readable.from(sizes.map((size) => Buffer.alloc(size, 'a'))) as unknown as IncomingMessage;

describe("the editor's request bodies", () => {
  it('takes a body of exactly the bound, in any number of chunks, and refuses one byte more', async () => {
    expect((await readBody(request(6, 4), 10, 'too large')).length).toBe(10);
    await expect(readBody(request(6, 5), 10, 'too large')).rejects.toEqual(new TooLarge('too large'));
  });
});
