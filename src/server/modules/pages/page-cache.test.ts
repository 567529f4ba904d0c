import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

function cacheAt(start = 0, options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  let now = start;
  const cache = new PageCache({
    maxEntries: options.maxEntries ?? 10,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

const drawing = (html: string) => () => Promise.resolve({ status: 200, html });

describe('page cache', () => {
  it('draws once per address and answers from memory after, with a stable ETag', async () => {
    const { cache } = cacheAt();
    let draws = 0;
    const draw = () => {
      draws++;
      return Promise.resolve({ status: 200, html: '<h1>Naples</h1>' });
    };
    const first = await cache.getOrDraw('/marine-lifestyle/naples', draw);
    const second = await cache.getOrDraw('/marine-lifestyle/naples', draw);
    expect(draws).toBe(1);
    expect([first.cached, second.cached]).toEqual([false, true]);
    expect(second.page.etag).toBe(first.page.etag);
    expect(first.page.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('keeps concurrent requests for one address to one drawing', async () => {
    const { cache } = cacheAt();
    let draws = 0;
    const draw = async () => {
      draws++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: 200, html: 'x' };
    };
    await Promise.all([1, 2, 3].map(() => cache.getOrDraw('/slp', draw)));
    expect(draws).toBe(1);
  });

  it('with no entries, draws every request, concurrent ones too', async () => {
    const cache = new PageCache({ maxEntries: 0, maxAgeMs: 60_000 });
    let draws = 0;
    const draw = async () => {
      draws++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: 200, html: 'x' };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrDraw('/slp', draw)));
    await cache.getOrDraw('/slp', draw);
    expect(draws).toBe(4);
    expect(answers.every((a) => !a.cached && a.page.etag !== '')).toBe(true);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on a flush, including a drawing that was under way', async () => {
    const { cache } = cacheAt();
    await cache.getOrDraw('/', drawing('old'));
    let release: () => void = () => undefined;
    const slow = cache.getOrDraw('/storm', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { status: 200, html: 'drawn before the edit' };
    });
    cache.flush();
    release();
    await slow;
    expect(cache.get('/')).toBeNull();
    expect(cache.get('/storm')).toBeNull();
    const redrawn = await cache.getOrDraw('/', drawing('new'));
    expect(redrawn.page.html).toBe('new');
  });

  it('draws again after the maximum age', async () => {
    const { cache, advance } = cacheAt(0, { maxAgeMs: 1000 });
    await cache.getOrDraw('/', drawing('a'));
    advance(999);
    expect(cache.get('/')?.html).toBe('a');
    advance(2);
    expect(cache.get('/')).toBeNull();
  });

  it('drops the least recently used address when full', async () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    await cache.getOrDraw('/a', drawing('a'));
    await cache.getOrDraw('/b', drawing('b'));
    cache.get('/a');
    await cache.getOrDraw('/c', drawing('c'));
    expect(cache.get('/b')).toBeNull();
    expect(cache.get('/a')?.html).toBe('a');
    expect(cache.size).toBe(2);
  });
});
