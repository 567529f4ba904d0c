import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, usesPostgres } from '../../../../tests/support/api';
import { openPglite, openPostgres, type Database } from '../client';
import { users } from '../tables';
import { ensureReferenceData } from './reference-data';
import { seedIfEmpty } from './seed';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Two instances' databases: two pools on one PostgreSQL database, or one embedded database. */
async function twoInstances(): Promise<[Database, Database]> {
  if (!usesPostgres()) {
    const database = await openPglite(undefined);
    cleanup.push(() => database.close());
    return [database, database];
  }
  const created = await createPostgresDatabase();
  cleanup.push(() => created.drop());
  const a = await openPostgres(created.url);
  cleanup.push(() => a.close());
  const b = await openPostgres(created.url);
  cleanup.push(() => b.close());
  return [a, b];
}

describe('demo data on an empty database', () => {
  it('is seeded once when two instances start together; neither fails', async () => {
    const [a, b] = await twoInstances();
    await Promise.all([ensureReferenceData(a.db), ensureReferenceData(b.db)]);
    const outcomes = await Promise.all([seedIfEmpty(a.db), seedIfEmpty(b.db)]);
    expect(outcomes.toSorted((a, b) => Number(a) - Number(b))).toEqual([false, true]);
    const [row] = await a.db.select({ n: count() }).from(users);
    const [again] = await b.db.select({ n: count() }).from(users);
    expect(row!.n).toBeGreaterThan(0);
    expect(again!.n).toBe(row!.n);
  }, 120_000);
});
