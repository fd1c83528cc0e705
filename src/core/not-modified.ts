/**
 * Is the client's cached copy still good? ETag first (any of If-None-Match's tags, weak or strong,
 * or *); Last-Modified only when no ETag was sent. `etag` is as sent, with its quotes.
 */
export function isNotModified(ifNoneMatch: string | null | undefined, ifModifiedSince: string | null | undefined, etag: string, lastModified: Date): boolean {
  if (ifNoneMatch !== null && ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => {
      const value = tag.trim().replace(/^W\//, '');
      return value === '*' || value === etag;
    });
  }
  if (ifModifiedSince === null || ifModifiedSince === undefined) return false;
  const time = Date.parse(ifModifiedSince);
  return !Number.isNaN(time) && lastModified.getTime() <= time;
}
