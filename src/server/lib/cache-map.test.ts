import { describe, expect, it } from 'vitest';
import { CacheMap } from './cache-map';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('CacheMap', () => {
  it('keeps only what keep accepts', async () => {
    const map = new CacheMap<number>({ maxEntries: 10, maxAgeMs: 60_000 });
    await map.getOrRead(
      '/api/missing',
      async () => 404,
      (status) => status === 200,
    );
    await map.getOrRead(
      '/api/found',
      async () => 200,
      (status) => status === 200,
    );
    expect(map.get('/api/missing')).toBeUndefined();
    expect(map.get('/api/found')).toBe(200);
  });

  it('never hands a read begun before a flush to a caller who came after it', async () => {
    const map = new CacheMap<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const before = deferred<string>();
    const early = map.getOrRead('/', () => before.promise);
    map.flush();
    const late = map.getOrRead('/', async () => 'after the edit');
    before.resolve('before the edit');
    expect((await early).value).toBe('before the edit');
    expect((await late).value).toBe('after the edit');
    expect(map.get('/')).toBe('after the edit');
  });

  it('with no entries, shares nothing and keeps nothing', async () => {
    const map = new CacheMap<number>({ maxEntries: 0, maxAgeMs: 60_000 });
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return reads;
    };
    await Promise.all([map.getOrRead('/', read), map.getOrRead('/', read)]);
    expect(reads).toBe(2);
    expect(map.size).toBe(0);
  });

  it('lets every caller see a failed read, and keeps nothing of it', async () => {
    const map = new CacheMap<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    await expect(map.getOrRead('/', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect((await map.getOrRead('/', async () => 'up')).value).toBe('up');
  });
});
