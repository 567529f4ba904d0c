import { createHash } from 'node:crypto';
import { CacheMap, type CacheMapOptions } from '../../lib/cache-map';

export interface CachedPage {
  status: number;
  html: string;
  etag: string;
}

export function etagOf(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * Server-rendered public pages by address (path, language prefix and query), least recently used
 * dropped first. Emptied whenever an editor changes public content (public-content-changes.ts).
 */
export class PageCache {
  private readonly pages: CacheMap<CachedPage>;

  constructor(options: CacheMapOptions) {
    this.pages = new CacheMap(options);
  }

  get(key: string): CachedPage | null {
    return this.pages.get(key) ?? null;
  }

  /**
   * One drawing per address at a time; a flush during the drawing keeps its result out. With no
   * entries every request draws its own page, concurrent ones too (what a first drawing costs).
   */
  async getOrDraw(key: string, draw: () => Promise<Omit<CachedPage, 'etag'>>) {
    const { value, kept } = await this.pages.getOrRead(key, async () => {
      const rendered = await draw();
      return { ...rendered, etag: etagOf(rendered.html) };
    });
    return { page: value, cached: kept };
  }

  flush(): void {
    this.pages.flush();
  }

  get size(): number {
    return this.pages.size;
  }
}
