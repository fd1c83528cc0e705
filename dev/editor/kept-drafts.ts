import { randomUUID } from 'node:crypto';

/**
 * The sites of the latest valid drafts, each under an id the live page asks for
 * (`/path?draft=<id>`), held in memory only: a draft is rendered without a byte written (issue 57).
 * Only the newest few are kept: a marketer's tab shows the newest, and the one before it while
 * its answer is on the way; a dropped id is said to be dropped, never guessed at.
 */
export class KeptDrafts<T> {
  private readonly kept = new Map<string, T>();

  /** @param limit How many drafts are kept; the oldest goes first. @default 8 */
  constructor(private readonly limit = 8) {}

  /** Keep a draft's site; the id to render it by. */
  keep(value: T): string {
    const id = randomUUID();
    this.kept.set(id, value);
    // A Map iterates in insertion order: its first key is the oldest.
    while (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    return id;
  }

  get(id: string): T | undefined {
    return this.kept.get(id);
  }
}
