import { statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

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

/**
 * The file under root that a URL path names, or undefined. Never leaves root: decoded "..",
 * backslashes and NUL bytes are refused before the file system is asked. Hidden files and folders
 * (dist/.vite/manifest.json, dist/.prerender.json) are not served; /.well-known/ is. Only files of
 * the types in CONTENT_TYPES are served: host files (_headers, _redirects), notes (MANIFEST.md) and
 * the build's .br/.gz copies (sent only as an encoding of their original) are not.
 */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return undefined;
  if (decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')) return undefined;
  if (!(extname(decoded).toLowerCase() in CONTENT_TYPES)) return undefined;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export function contentType(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}
