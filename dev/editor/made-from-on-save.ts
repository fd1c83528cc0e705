import { parse } from 'yaml';
import type { SiteModel } from '../../src/config/model';
import { madeFromFile } from '../../src/config/languages/file-names';
import { recordedText } from '../../src/config/languages/made-from';
import { getIn } from './edits';

/** A translation file of one language, by the name made-from.yaml gives it (site.yaml, pages/home.yaml). */
const TRANSLATION = /^translations\/([^/\\]+)\/(site\.yaml|pages\/[^/\\]+\.yaml)$/;

/**
 * The made-from.yaml of each language whose translated texts a save changes (issue 56): a text the
 * translator writes is recorded as made from the default text beside it in the editor, so validate
 * notices when that default text changes later. Every other record stays as it was.
 */
export function recordsOnSave(texts: ReadonlyMap<string, string>, before: (file: string) => string | undefined, model: SiteModel): Map<string, string> {
  const changed = new Map<string, Map<string, Set<string>>>();
  for (const [file, text] of texts) {
    const match = TRANSLATION.exec(file);
    const edition = match && model.editions?.find((entry) => entry.language.tag === match[1]);
    const list = edition?.texts?.files.get(match![2]!);
    if (!list) continue;
    const old = parseOrNothing(before(file));
    const now = parseOrNothing(text);
    const keys = new Set(list.filter((entry) => getIn(old, entry.path) !== getIn(now, entry.path)).map((entry) => entry.key));
    if (keys.size === 0) continue;
    const byFile = changed.get(match![1]!) ?? new Map<string, Set<string>>();
    byFile.set(match![2]!, keys);
    changed.set(match![1]!, byFile);
  }
  const out = new Map<string, string>();
  for (const [tag, byFile] of changed) {
    const edition = model.editions!.find((entry) => entry.language.tag === tag)!;
    out.set(
      madeFromFile(tag),
      recordedText(edition.language.name, edition.texts!.files, (entry, file) => (byFile.get(file)?.has(entry.key) ? entry.fingerprint : entry.recorded)),
    );
  }
  return out;
}

function parseOrNothing(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : parse(text);
  } catch {
    return undefined;
  }
}
