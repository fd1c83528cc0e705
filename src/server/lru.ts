/**
 * A least-recently-used cache bounded by entry count and by total size, so that visitors asking
 * for ever new city pages can never grow the server's memory without limit.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #size = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxSize: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Store (or restore with a new size, after adding a compressed copy); too-big values are not kept. */
  set(key: string, value: V, size: number): void {
    this.delete(key);
    if (size > this.maxSize) return;
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#size <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  get count(): number {
    return this.#entries.size;
  }

  get size(): number {
    return this.#size;
  }
}
