/**
 * Which built files are served and how: rules the Node server (src/server/) and the edge Worker
 * (src/edge/) both follow. No I/O and no Node module, so the Worker bundle can carry them.
 */

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.opus': 'audio/ogg',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Vite puts a content hash in every file name under /assets/, so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may change with a deploy: the browser keeps it but asks (ETag, Last-Modified). */
export const REVALIDATE = 'no-cache';
/** Files a browser may open as a document that can carry script: they keep every security header (SVG gets SVG_POLICY). */
export const OPENED_AS_DOCUMENT = new Set(['.html', '.xml']);

/** The extension of a path's last segment, lower case with its dot ('' when none), as node:path's extname gives it. */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The Content-Type of a built file, by its extension. */
export const contentTypeOf = (path: string) => CONTENT_TYPES[extensionOf(path)] ?? 'application/octet-stream';

/**
 * Whether a decoded URL path may name a built file: no NUL, backslash or "..", no hidden file or
 * folder (dist/.vite/manifest.json, dist/.prerender.json) but /.well-known/, and only the types in
 * CONTENT_TYPES: host files (_headers, _redirects), notes (MANIFEST.md) and the build's .br/.gz
 * copies (sent only as an encoding of their original) are not served.
 */
export function servablePath(decoded: string): boolean {
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return false;
  if (decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')) return false;
  return extensionOf(decoded) in CONTENT_TYPES;
}

/** A built file's Cache-Control: hashed assets for a year, everything else asked again. */
export const fileCacheControl = (path: string) => (path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);

/** The folders of built and copied files (Vite's bundle and its image copies, public/media): no page is answered under them. */
export const ASSET_FOLDERS = ['/assets/', '/media/'] as const;

/** Paths whose missing file gets a plain 404, not a whole page: a script, stylesheet or image. */
export const isAssetPath = (path: string) => ASSET_FOLDERS.some((folder) => path.startsWith(folder));
