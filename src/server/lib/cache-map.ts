export interface CacheMapOptions {
  /** At most this many values; none at all when 0 (every caller then reads for itself). */
  maxEntries: number;
  /** A backstop for changes no editor made (a lease starting overnight): read again after it. */
  maxAgeMs: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * Values by key, kept in memory, the least recently used dropped first. One read per key at a time:
 * callers who ask while it is under way share it. A flush forgets everything, including a read
 * that was under way when it came.
 */
export class CacheMap<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(private readonly options: CacheMapOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt >= this.options.maxAgeMs) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  /** The kept value, or `read`'s, kept when `keep` says so (a failed read is never kept). */
  async getOrRead(
    key: string,
    read: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<{ value: T; kept: boolean }> {
    if (this.options.maxEntries <= 0) return { value: await read(), kept: false };
    const hit = this.get(key);
    if (hit !== undefined) return { value: hit, kept: true };
    let pending = this.inFlight.get(key);
    if (!pending) {
      const generation = this.generation;
      const reading: Promise<T> = read()
        .then((value) => {
          if (generation === this.generation && keep(value)) this.store(key, value);
          return value;
        })
        .finally(() => {
          // A flush may have let a newer read of the key start meanwhile.
          if (this.inFlight.get(key) === reading) this.inFlight.delete(key);
        });
      this.inFlight.set(key, reading);
      pending = reading;
    }
    return { value: await pending, kept: false };
  }

  private store(key: string, value: T): void {
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  flush(): void {
    this.generation++;
    this.entries.clear();
    this.inFlight.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
