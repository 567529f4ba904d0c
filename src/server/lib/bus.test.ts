import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../tests/support/api';
import { createPostgresBus, reconnectDelayMs, type Bus, type BusMessage } from './bus';

describe('reconnectDelayMs', () => {
  it('waits half a second, then doubles up to 30 seconds', () => {
    expect([1, 2, 3, 4, 10, 50].map(reconnectDelayMs)).toEqual([
      500, 1000, 2000, 4000, 30_000, 30_000,
    ]);
  });
});

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the PostgreSQL bus when its LISTEN connection drops',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let admin: pg.Client;
    let bus: Bus;
    const heard: BusMessage[] = [];

    beforeAll(async () => {
      database = await createPostgresDatabase();
      admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      bus = await createPostgresBus(database.url, () => undefined);
      bus.subscribe((message) => heard.push(message));
    });
    afterAll(async () => {
      await bus?.close();
      await admin?.end();
      await database?.drop();
    });

    const listeners = async () =>
      (
        await admin.query(
          `select pid from pg_stat_activity where datname = $1 and application_name = 'blu-listen'`,
          [database.name],
        )
      ).rows.map((row: { pid: number }) => row.pid);

    it('reconnects once each time, tells its subscribers, and delivers each message once', async () => {
      for (let round = 1; round <= 4; round++) {
        const [pid] = await listeners();
        expect(pid).toBeDefined();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await until(() => heard.filter((m) => m.type === 'listening-again').length === round);
        expect(await listeners()).toHaveLength(1);

        const name = `round-${round}`;
        await bus.publish({ type: 'event', name });
        await until(() => heard.some((m) => m.type === 'event' && m.name === name));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heard.filter((m) => m.type === 'event' && m.name === name)).toHaveLength(1);
      }
    }, 60_000);
  },
);
