import type { Db } from '../db/client';
import { CacheMap } from './cache-map';

/**
 * A public read kept in memory, one copy per database: every caller meanwhile shares one read,
 * and the copy is kept until `forget` (an editor's write, on every instance through the bus) or
 * until it is `maxAgeMs` old, which bounds what a change made another way (a database console,
 * a lease starting) can leave stale.
 */
export interface CachedRead<T> {
  read(db: Db): Promise<T>;
  forget(db: Db): void;
}

const ONLY = 'value';

export function cachedRead<T>(load: (db: Db) => Promise<T>, maxAgeMs: number): CachedRead<T> {
  const copies = new WeakMap<Db, CacheMap<T>>();
  const copyOf = (db: Db): CacheMap<T> => {
    let copy = copies.get(db);
    if (!copy) copies.set(db, (copy = new CacheMap<T>({ maxEntries: 1, maxAgeMs })));
    return copy;
  };
  return {
    async read(db) {
      return (await copyOf(db).getOrRead(ONLY, () => load(db))).value;
    },
    forget(db) {
      copyOf(db).flush();
    },
  };
}
