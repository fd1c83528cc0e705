import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { contentStoreSchema, type ContentStoreConfig } from '../../schemas/content-store';

// Used until site.config.yaml has a contentStore section; the ids only need to match the client's.
const FALLBACK = { projectId: 'local', dataset: 'production' };

export type StoreConfigResult = { ok: true; config: ContentStoreConfig; note?: string; declared: boolean } | { ok: false; problems: string[] };

/**
 * Only the contentStore section of site.config.yaml, read on its own: the content store can start
 * (npm run content, npm run dev) while a page or another section is still being fixed.
 */
export function readContentStoreConfig(root: string): StoreConfigResult {
  const file = join(root, 'site.config.yaml');
  if (!existsSync(file)) {
    return {
      ok: true,
      declared: false,
      config: contentStoreSchema.parse(FALLBACK),
      note: `No ${file}; using project "${FALLBACK.projectId}", dataset "${FALLBACK.dataset}".`,
    };
  }
  let section: unknown;
  try {
    section = (parse(readFileSync(file, 'utf8')) as Record<string, unknown> | null)?.contentStore;
  } catch (error) {
    return { ok: false, problems: [`${file}: not readable YAML (${(error as Error).message.split('\n')[0]})`] };
  }
  if (section === undefined) {
    return {
      ok: true,
      declared: false,
      config: contentStoreSchema.parse(FALLBACK),
      note: `${file} has no contentStore section; using project "${FALLBACK.projectId}", dataset "${FALLBACK.dataset}".`,
    };
  }
  const parsed = contentStoreSchema.safeParse(section);
  if (parsed.success) return { ok: true, declared: true, config: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => `${file}: contentStore.${issue.path.join('.') || '(section)'}: ${issue.message}`) };
}
