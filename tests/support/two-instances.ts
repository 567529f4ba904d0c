import { afterAll, beforeAll } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { startTestServer, usesPostgres, type TestServer } from './api';

/**
 * Two instances on one database for the file's tests, as behind a load balancer with one public
 * address (a token of one is good on the other). On PostgreSQL each has its own connections; the
 * embedded database serves one process, so there the second shares the first one's.
 */
export function useTwoInstances(): { readonly first: TestServer; readonly second: TestServer } {
  const both = {} as { first: TestServer; second: TestServer };
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const env = { PUBLIC_URL: 'https://blu.example' };
    const first = await startTestServer(env);
    const secondDatabase = usesPostgres() ? await openPostgres(first.database.url!) : null;
    const second = await startTestServer(env, {
      database: secondDatabase ?? first.database,
      seed: false,
    });
    Object.assign(both, { first, second });
    close = async () => {
      await second.close();
      await secondDatabase?.close();
      await first.close();
    };
    // Two servers and a second pool on a busy 2-core machine: more than one server's set-up.
  }, 180_000);
  afterAll(async () => close());
  return both;
}
