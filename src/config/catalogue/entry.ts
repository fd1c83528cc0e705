/** One kind of problem the engine reports, as docs/errors.md and a form beside the field show it. */
export interface CatalogueEntry {
  /** Stable code printed after every message of this kind, like LE204. Never reused for another kind. */
  code: `LE${number}`;
  /** error: validate and build stop. warning: printed, and fatal only with validate --strict. */
  severity: 'error' | 'warning';
  /** A few words naming the mistake, like "Text written as a number". */
  title: string;
  /** What the engine found and why it matters, for a marketer who has not seen it before. */
  about: string;
  /** The edit that fixes it. */
  fix: string;
  /** A few lines of YAML with the mistake, and the same lines mended. */
  example?: { wrong: string; right: string };
}

/** Entries are written without severity when they are errors. */
export type EntryInput = Omit<CatalogueEntry, 'severity'> & { severity?: 'warning' };
