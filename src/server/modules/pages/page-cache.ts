import { createHash } from 'node:crypto';

export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  storedAt: number;
}

export interface PageCacheOptions {
  maxEntries: number;
  /** A backstop for changes no editor made (a lease starting overnight): pages are redrawn after it. */
  maxAgeMs: number;
  now?: () => number;
}

export function etagOf(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * Server-drawn public pages by address (path, language prefix and query), least recently used
 * dropped first. Emptied whenever an editor changes public content (page-cache-invalidation.ts).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  private generation = 0;

  constructor(private readonly options: PageCacheOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get(key: string): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (this.now() - entry.storedAt > this.options.maxAgeMs) return null;
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  /**
   * One drawing per address at a time; a flush during the drawing keeps its result out. With no
   * entries every request draws its own page, concurrent ones too (what a first drawing costs).
   */
  async getOrDraw(key: string, draw: () => Promise<Omit<CachedPage, 'etag' | 'storedAt'>>) {
    if (this.options.maxEntries <= 0) {
      const drawn = await draw();
      return { page: { ...drawn, etag: etagOf(drawn.html), storedAt: this.now() }, cached: false };
    }
    const hit = this.get(key);
    if (hit) return { page: hit, cached: true };
    let pending = this.inFlight.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = draw()
        .then((drawn) => {
          const page = { ...drawn, etag: etagOf(drawn.html), storedAt: this.now() };
          if (generation === this.generation) this.store(key, page);
          return page;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return { page: await pending, cached: false };
  }

  private store(key: string, page: CachedPage): void {
    this.entries.set(key, page);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  flush(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
