interface Entry<V> {
  value: V;
  bytes: number;
}

/**
 * Values by key, least recently used dropped first whenever what they hold passes `maxBytes`
 * (as their owner counts it). A value bigger than the whole budget is never stored.
 */
export class ByteBoundedLru<V> {
  /** A Map iterates in insertion order: re-inserting on use keeps the least recent first. */
  private readonly entries = new Map<string, Entry<V>>();
  private held = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** What the stored values hold, by their owners' counts. */
  get bytes(): number {
    return this.held;
  }

  /** The value, marked as just used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores the value as the most recently used, dropping others to stay within the budget. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    this.shrink();
  }

  /** Counts `extra` more bytes for the value under `key`, if that is still `value` (it grew). */
  grow(key: string, value: V, extra: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    entry.bytes += extra;
    this.held += extra;
    if (entry.bytes > this.maxBytes) this.delete(key);
    this.shrink();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  private shrink() {
    for (const key of this.entries.keys()) {
      if (this.held <= this.maxBytes) return;
      this.delete(key);
    }
  }
}
