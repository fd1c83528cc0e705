import { LOCAL_CONTENT_PATH } from '../content/proxy-path';
import { normalisePath } from './pattern';

/**
 * The paths the engine answers or writes itself, which no page may have (issue 57): a page there
 * would never be shown, or its file would overwrite the engine's. The content path is the content
 * module's own constant; the others are answered or written by layers above this one (the request
 * core, the build, dev/), so tests/architecture/engine-paths.test.ts holds each of them against
 * this list: the events endpoint, the providers' postbacks, the asset folders, the editor, the block
 * gallery, and every file the build writes beside the pages.
 */
export interface EnginePath {
  /** Lower case, as the route match compares (case-insensitively). */
  path: string;
  /** Every path under it is the engine's too. */
  under: boolean;
  /** What the engine does there, as the message says it. */
  what: string;
}

/** A file the build writes beside the pages: its own path, and for an .html file the page path that would overwrite it (/404 for 404.html). */
const written = (file: string, what: string): EnginePath[] => {
  const page = file.endsWith('.html') ? `/${file.slice(0, -'.html'.length)}` : undefined;
  const words = page ? `${what} there (${file}), which this page would overwrite` : `${what} there`;
  return [...(page ? [page] : []), `/${file}`].map((path) => ({ path, under: false, what: words }));
};

export const ENGINE_PATHS: readonly EnginePath[] = [
  { path: '/__events', under: true, what: "the site's page views and clicks are sent there" },
  { path: '/__conversions', under: true, what: 'the form providers report completed applications there' },
  { path: LOCAL_CONTENT_PATH, under: true, what: "the server answers the live deals and the content store's pictures there" },
  { path: '/assets', under: true, what: "the build writes the site's scripts, styles and picture copies there" },
  { path: '/media', under: true, what: "the site's pictures and sounds (public/media) are served there, and a missing one gets a plain 404, never a page" },
  { path: '/__editor', under: true, what: 'the editor (landing-engine edit) answers there' },
  { path: '/__blocks', under: true, what: 'the block gallery (landing-engine dev) answers there' },
  ...written('404.html', 'the build writes the not-found page'),
  ...written('index.html', 'the build writes the home page (/)'),
  ...written('robots.txt', "the build writes the file for search engines' crawlers"),
  ...written('sitemap.xml', 'the build writes the sitemap'),
  ...written('_headers', "the build writes the static host's headers"),
  ...written('_redirects', "the build writes the static host's redirects"),
];

/** sitemap-1.xml, sitemap-2.xml, ...: the parts of a sitemap past its limit (src/prerender/sitemap.ts). */
const SITEMAP_PART = /^\/sitemap-\d+\.xml$/;
const SITEMAP_PARTS: EnginePath = { path: '/sitemap-<n>.xml', under: false, what: 'the build writes the parts of a long sitemap there' };

/** The engine's path that `path` is or is under (its {city} and {product} forms too), if any. */
export function engineOwner(path: string): EnginePath | undefined {
  const lower = normalisePath(path).toLowerCase();
  if (SITEMAP_PART.test(lower)) return SITEMAP_PARTS;
  return ENGINE_PATHS.find((owned) => lower === owned.path || (owned.under && lower.startsWith(`${owned.path}/`)));
}

/** What makes a path unclean, in words, and the clean path to write instead. */
export interface Unclean {
  why: string;
  clean: string;
}

/**
 * Why a page path is not a clean path, one a page file can be written for inside the output folder
 * and a host serves: parts of letters, digits, . _ - and the placeholders between single slashes,
 * none of them "." or ".." or starting with a dot. Undefined for a clean one.
 */
export function uncleanPath(path: string): Unclean | undefined {
  const parts = path.split('/').slice(1);
  const hidden = parts.find((part) => part.startsWith('.') && part !== '.' && part !== '..');
  const encoded = /%[0-9a-f]{0,2}/i.exec(path)?.[0];
  const odd = /[^A-Za-z0-9._\-/{}]/.exec(path.replace(/\{(city|product)\}/g, ''))?.[0];
  // In this order: the first that holds is the one the message names.
  const checks: [boolean, string][] = [
    [!path.startsWith('/'), 'does not start with /'],
    [parts.includes('..'), 'has a ".." part, which would put the page outside the site\'s output folder'],
    [parts.includes('.'), 'has a "." part, which names no folder of its own'],
    [encoded !== undefined, `holds ${encoded}, an encoded character`],
    [path.includes('\\'), 'holds a backslash (\\)'],
    // A trailing slash is the same page (normalisePath); an empty part inside is not.
    [parts.slice(0, -1).includes(''), 'has an empty part (//), which no page file can be written for'],
    [hidden !== undefined, `has a part starting with a dot (${hidden}), which hosts keep hidden`],
    [odd !== undefined, `holds "${odd}", which a page path cannot`],
  ];
  const why = checks.find(([holds]) => holds)?.[1];
  return why === undefined ? undefined : { why, clean: cleanPath(path) };
}

/** The path written plainly: decoded, backslashes as slashes, no empty, "." or ".." parts, no leading dots, only the allowed characters. */
function cleanPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Left as written: a lone % is dropped below with the other characters a path cannot hold.
  }
  const parts = decoded
    .replace(/\\/g, '/')
    .split('/')
    .map((part) => part.replace(/[^A-Za-z0-9._\-{}]/g, '').replace(/^\.+/, ''))
    .filter((part) => part !== '');
  return `/${parts.join('/')}`;
}

/**
 * What is wrong with a page's path, in validate's words (LE314), or undefined when a page may have it:
 * a path that is not clean, or one the engine answers or writes itself.
 */
export function pagePathProblem(path: string): string | undefined {
  const unclean = uncleanPath(path);
  if (unclean) {
    const like = engineOwner(unclean.clean) || unclean.clean === '/' ? '' : `, like ${unclean.clean}`;
    return `Path ${path} ${unclean.why}. Write it as plain parts between slashes${like}.`;
  }
  const owner = engineOwner(path);
  return owner ? `Path ${path} ${ownedWords(path, owner)}. Give this page another path.` : undefined;
}

/** "is the engine's own: ..." or "is under /assets, which the engine keeps for itself: ...". */
export function ownedWords(path: string, owner: EnginePath): string {
  const exact = normalisePath(path).toLowerCase() === owner.path || !owner.under;
  return exact ? `is the engine's own: ${owner.what}` : `is under ${owner.path}, which the engine keeps for itself: ${owner.what}`;
}
