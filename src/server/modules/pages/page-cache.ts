import { createHash } from 'node:crypto';
import { KeptMap, type KeptMapOptions } from '../../lib/kept-map';

export interface CachedPage {
  status: number;
  html: string;
  etag: string;
}

export function etagOf(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * Server-drawn public pages by address (path, language prefix and query), least recently used
 * dropped first. Emptied whenever an editor changes public content (public-content-changes.ts).
 */
export class PageCache {
  private readonly pages: KeptMap<CachedPage>;

  constructor(options: KeptMapOptions) {
    this.pages = new KeptMap(options);
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
      const drawn = await draw();
      return { ...drawn, etag: etagOf(drawn.html) };
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
