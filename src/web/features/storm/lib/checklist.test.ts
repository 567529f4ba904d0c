import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_ITEM_COUNT,
  CHECKLIST_STORAGE_KEY,
  readTicked,
  toggle,
  writeTicked,
} from './checklist';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial ? [[CHECKLIST_STORAGE_KEY, initial]] : []);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('storm checklist storage', () => {
  it('round-trips ticked ids', () => {
    const storage = memoryStorage();
    writeTicked(storage, new Set(['boat', 'insurance']));
    expect(storage.data.get(CHECKLIST_STORAGE_KEY)).toBe('["boat","insurance"]');
    expect([...readTicked(storage)]).toEqual(['boat', 'insurance']);
  });

  it('ignores unknown ids and unreadable values', () => {
    expect([...readTicked(memoryStorage('["boat","hacked",3]'))]).toEqual(['boat']);
    expect(readTicked(memoryStorage('{not json')).size).toBe(0);
    expect(readTicked(memoryStorage('{"a":1}')).size).toBe(0);
    expect(readTicked(undefined).size).toBe(0);
  });

  it('toggles without changing the original set', () => {
    const start = new Set(['boat']);
    expect([...toggle(start, 'fuel')].sort()).toEqual(['boat', 'fuel']);
    expect([...toggle(start, 'boat')]).toEqual([]);
    expect([...start]).toEqual(['boat']);
  });

  it('counts every item', () => {
    expect(CHECKLIST_ITEM_COUNT).toBe(19);
  });
});
