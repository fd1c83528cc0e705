import { readFileSync, statSync, type Stats } from 'node:fs';
import { representation, type Encoding, type Representation } from './respond';

const HTML = 'text/html; charset=utf-8';

/** A file's ETag from its size and time, the same whether it is sent from memory or streamed (If-Range compares them). */
export const fileEtag = (stat: Stats) => `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;

/**
 * A prerendered page as sent for one encoding: the build's brotli 11 or gzip 9 copy beside it
 * (src/prerender/compress-pages.ts), so nothing is compressed on a request; the page itself when
 * the client takes no encoding, or when the copy is missing or older than the page (a build that
 * did not compress: then it is compressed on first need, as before). The server keeps one such
 * answer per page and encoding asked for, so memory holds what is sent, not three copies of every page.
 */
export function pageFile(file: string, stat: Stats, encoding: Encoding | undefined): Representation {
  const etag = fileEtag(stat);
  if (encoding) {
    const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const copyStat = statSync(copy, { throwIfNoEntry: false });
    if (copyStat && copyStat.mtimeMs >= stat.mtimeMs) {
      try {
        const rep = representation(undefined, HTML, true, stat.mtime, etag);
        rep.encoded[encoding] = readFileSync(copy);
        rep.bestBrotli = true;
        return rep;
      } catch {
        // Removed meanwhile (a build running): the page itself below.
      }
    }
  }
  return representation(readFileSync(file), HTML, true, stat.mtime, etag);
}
