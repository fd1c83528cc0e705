/**
 * A change spliced into a YAML file's text: the offsets it replaces and what goes there. Its own
 * module because both the edit steps (yaml-edit.ts) and the list steps (yaml-lists.ts) make them;
 * held in either, the two imported each other.
 */
export interface Splice {
  from: number;
  to: number;
  insert: string;
}

export const splice = (text: string, s: Splice) => text.slice(0, s.from) + s.insert + text.slice(s.to);

/** Splices that do not overlap, applied from the end so earlier offsets stay right. */
export const spliceAll = (text: string, splices: Splice[]) => [...splices].sort((a, b) => b.from - a.from).reduce(splice, text);
