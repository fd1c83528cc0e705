import type { IncomingMessage } from 'node:http';
import { TooLarge } from './drafts';

/** A request's body up to `max` bytes; past it, TooLarge with `tooLarge` and the rest left unread. */
export async function readBody(req: IncomingMessage, max: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) throw new TooLarge(tooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
