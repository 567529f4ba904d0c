import type { Db } from '../db/client';

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

interface Holder<T> {
  value?: T;
  loadedAt: number;
  loading?: Promise<T>;
  /** Bumped by each forget, so a read that started before a write is never kept after it. */
  generation: number;
}

export function keptRead<T>(load: (db: Db) => Promise<T>, maxAgeMs: number): KeptRead<T> {
  const holders = new WeakMap<Db, Holder<T>>();
  const holderOf = (db: Db): Holder<T> => {
    let holder = holders.get(db);
    if (!holder) holders.set(db, (holder = { loadedAt: 0, generation: 0 }));
    return holder;
  };
  return {
    read(db) {
      const holder = holderOf(db);
      if (holder.value !== undefined && Date.now() - holder.loadedAt < maxAgeMs) {
        return Promise.resolve(holder.value);
      }
      if (!holder.loading) {
        const generation = holder.generation;
        holder.loading = load(db).then(
          (value) => {
            if (holder.generation === generation) {
              holder.value = value;
              holder.loadedAt = Date.now();
              holder.loading = undefined;
            }
            return value;
          },
          (err: unknown) => {
            if (holder.generation === generation) holder.loading = undefined;
            throw err;
          },
        );
      }
      return holder.loading;
    },
    forget(db) {
      const holder = holderOf(db);
      holder.generation++;
      holder.value = undefined;
      holder.loading = undefined;
    },
  };
}
