/**
 * Same-origin path of the site's content API. A module of its own so the browser's deals chunk
 * can use it without the server-side content loader.
 */
export const LOCAL_CONTENT_PATH = '/content-api';

/**
 * The named, read-only content endpoints the site server answers. Each runs one fixed query on the
 * server (published perspective); the browser never sends a query of its own.
 */
export const CONTENT_ENDPOINTS = { deals: `${LOCAL_CONTENT_PATH}/deals` } as const;

/** A request under /content-api (the named endpoints, and the local store's images). */
export function isContentRequest(path: string): boolean {
  return path === LOCAL_CONTENT_PATH || path.startsWith(`${LOCAL_CONTENT_PATH}/`);
}
