import { parseYaml } from './yaml-source';

/**
 * The last parse of each file, reused while its text is unchanged: the dev server re-validates the
 * whole site on every save, and parsing (not checking) is most of that time.
 */
const lastParse = new Map<string, { text: string; parsed: ReturnType<typeof parseYaml> }>();
/** Drop the remembered parses (the bench times a cold validate). */
export function forgetParses(): void {
  lastParse.clear();
}

export function parseCached(file: string, text: string): ReturnType<typeof parseYaml> {
  const last = lastParse.get(file);
  if (last?.text === text) return last.parsed;
  const parsed = parseYaml(file, text);
  lastParse.set(file, { text, parsed });
  return parsed;
}
