import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { cachedRead } from './cached-read';

const db = {} as Db;
const otherDb = {} as Db;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => vi.useRealTimers());

describe('cachedRead', () => {
  it('shares one read among callers and keeps its answer', async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const kept = cachedRead(load, 60_000);
    const [a, b] = await Promise.all([kept.read(db), kept.read(db)]);
    expect(await kept.read(db)).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps one copy per database', async () => {
    const load = vi.fn(async (from: Db) => ({ from }));
    const kept = cachedRead(load, 60_000);
    expect((await kept.read(db)).from).toBe(db);
    expect((await kept.read(otherDb)).from).toBe(otherDb);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads afresh after forget and once the copy is older than its age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let version = 0;
    const kept = cachedRead(async () => ++version, 60_000);
    expect(await kept.read(db)).toBe(1);
    kept.forget(db);
    expect(await kept.read(db)).toBe(2);
    vi.advanceTimersByTime(59_999);
    expect(await kept.read(db)).toBe(2);
    vi.advanceTimersByTime(1);
    expect(await kept.read(db)).toBe(3);
  });

  it('never keeps a read that started before a forget', async () => {
    const first = deferred<string>();
    const answers = [first.promise, Promise.resolve('after the write')];
    const kept = cachedRead(() => answers.shift()!, 60_000);
    const before = kept.read(db);
    kept.forget(db);
    first.resolve('before the write');
    expect(await before).toBe('before the write');
    expect(await kept.read(db)).toBe('after the write');
    expect(await kept.read(db)).toBe('after the write');
  });

  it('tries again after a failed read', async () => {
    const answers = [Promise.reject(new Error('database hiccup')), Promise.resolve('ok')];
    const kept = cachedRead(() => answers.shift()!, 60_000);
    await expect(kept.read(db)).rejects.toThrow('database hiccup');
    expect(await kept.read(db)).toBe('ok');
  });
});
