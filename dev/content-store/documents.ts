import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_DATES_FILE, seedDaysToMove } from '../../src/content/seed-dates';
import { moveDates } from '../../src/lib/move-dates';

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

/** Reads every content/*.ndjson file: one document per line, as a dataset export writes them. */
export function loadDocuments(contentDir: string): SeedDocument[] {
  const documents: SeedDocument[] = [];
  const seen = new Map<string, string>();
  for (const name of ndjsonFiles(contentDir)) {
    const file = join(contentDir, name);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (line.trim() === '') return;
        const where = `${file}:${index + 1}`;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch (error) {
          throw new Error(`${where}: this line is not valid JSON (${(error as Error).message}). Each line must hold one whole document.`, { cause: error });
        }
        if (!isSeedDocument(value)) {
          throw new Error(`${where}: a document needs a string _id and a string _type, for example {"_id":"testimonial-1","_type":"testimonials",...}`);
        }
        const earlier = seen.get(value._id);
        if (earlier) throw new Error(`${where}: _id "${value._id}" is already used at ${earlier}; every document needs its own _id`);
        seen.set(value._id, where);
        documents.push(value);
      });
  }
  return documents;
}

function ndjsonFiles(contentDir: string): string[] {
  if (!existsSync(contentDir)) {
    throw new Error(`Content folder ${contentDir} not found: the local store reads *.ndjson seed files (and assets/) from it`);
  }
  return readdirSync(contentDir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort();
}

function isSeedDocument(value: unknown): value is SeedDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record._id === 'string' && record._id !== '' && typeof record._type === 'string' && record._type !== '';
}

/**
 * Documents, re-read when a seed file changes, so editing content/*.ndjson while the store
 * runs shows up on the next request without a restart. Their dates are moved to be as of `today`
 * when content/seed-dates.json says which day they are written as of (src/content/seed-dates.ts).
 */
export function documentSource(contentDir: string, today: string): () => SeedDocument[] {
  let signature = '';
  let documents: SeedDocument[] = [];
  return () => {
    const now = [...ndjsonFiles(contentDir), SEED_DATES_FILE]
      .map((name) => {
        const file = join(contentDir, name);
        if (!existsSync(file)) return `${name}:none`;
        const stat = statSync(file);
        // Size too, because two writes within one timestamp tick keep the same mtime.
        return `${name}:${stat.mtimeMs}:${stat.size}`;
      })
      .join('|');
    if (now !== signature) {
      documents = moveDates(loadDocuments(contentDir), seedDaysToMove(contentDir, today));
      signature = now;
    }
    return documents;
  };
}

/** Applies a perspective: drafts are ids starting with "drafts."; published hides them. */
export function withPerspective(documents: SeedDocument[], perspective: string): SeedDocument[] {
  if (perspective === 'raw') return documents;
  const published = documents.filter((doc) => !doc._id.startsWith('drafts.'));
  if (perspective !== 'previewDrafts' && perspective !== 'drafts') return published;
  const drafts = new Map(documents.filter((doc) => doc._id.startsWith('drafts.')).map((doc) => [doc._id.slice(7), doc] as const));
  const overlaid = published.map((doc) => {
    const draft = drafts.get(doc._id);
    return draft ? { ...draft, _id: doc._id } : doc;
  });
  const draftOnly = [...drafts].filter(([id]) => !published.some((doc) => doc._id === id));
  return [...overlaid, ...draftOnly.map(([id, draft]) => ({ ...draft, _id: id }))];
}
