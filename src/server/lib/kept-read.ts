import type { Db } from '../db/client';
import { KeptMap } from './kept-map';

/**
 * A public read kept in memory, one copy per database: every caller meanwhile shares one read,
 * and the copy is kept until `forget` (an editor's write, on every instance through the bus) or
 * until it is `maxAgeMs` old, which bounds what a change made another way (a database console,
 * a lease starting) can leave stale.
 */
export interface KeptRead<T> {
  read(db: Db): Promise<T>;
  forget(db: Db): void;
}

const ONLY = 'value';

export function keptRead<T>(load: (db: Db) => Promise<T>, maxAgeMs: number): KeptRead<T> {
  const copies = new WeakMap<Db, KeptMap<T>>();
  const copyOf = (db: Db): KeptMap<T> => {
    let copy = copies.get(db);
    if (!copy) copies.set(db, (copy = new KeptMap<T>({ maxEntries: 1, maxAgeMs })));
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
