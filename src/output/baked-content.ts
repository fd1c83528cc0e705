import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteContent } from '../content/site-content';

/** The content the build baked into its pages (hidden: never served), for pages `start` makes on demand. */
export const BAKED_CONTENT_FILE = '.content.json';

export function writeBakedContent(distDir: string, content: SiteContent): void {
  writeFileSync(join(distDir, BAKED_CONTENT_FILE), `${JSON.stringify(content)}\n`);
}

/**
 * What the build baked, or undefined for a build from before this file (or one unreadable). Pages
 * made on demand then match the prerendered ones, and no query with a visitor's deadline decides
 * whether a city page shows its testimonials.
 */
export function readBakedContent(distDir: string): SiteContent | undefined {
  try {
    const content = JSON.parse(readFileSync(join(distDir, BAKED_CONTENT_FILE), 'utf8')) as SiteContent;
    return Array.isArray(content.testimonials) ? content : undefined;
  } catch {
    return undefined;
  }
}
