import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { didYouMean } from '../lib/did-you-mean';
import type { PathKey, Problem } from './problem';
import { walkObjects } from './walk';
import type { YamlSource } from './yaml-source';

/** Keys whose text is the path of a local file: an image or audio src, a page's share image, the site icon. */
const FILE_KEYS = new Set(['src', 'image', 'favicon', 'shareImage']);

/** Local files a page points at (images, audio, icons) live in public/; a missing one is a broken image. */
export function missingMedia(root: string, source: YamlSource, data: unknown): Problem[] {
  const problems: Problem[] = [];
  walkObjects(data, (object, where) => {
    for (const [key, value] of Object.entries(object)) {
      if (!FILE_KEYS.has(key) || typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) continue;
      // Braces in a path are the placeholder check's to report (a path is not text).
      if (value.includes('{')) continue;
      const path = decodeURI(value.split(/[?#]/)[0]!);
      if (existsSync(join(root, 'public', path))) continue;
      const folder = dirname(path);
      const near =
        path.length > 200
          ? ''
          : didYouMean(
              path,
              filesIn(join(root, 'public', folder)).map((name) => join(folder, name)),
            );
      problems.push(
        source.problem(
          [...where, key] as PathKey[],
          'missingMedia',
          `There is no file public${path}, so this would show a broken image or play nothing.${near} Add the file to public${folder === '/' ? '' : folder}/ or fix the name.`,
        ),
      );
    }
  });
  return problems;
}

function filesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
