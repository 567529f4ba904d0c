import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/api';
import { createTestLease } from '../../../tests/support/leasing';
import type { AppContext } from '../context';
import { charges } from '../db/tables';
import { createMemoryBus } from '../lib/bus';
import { createMailer } from '../lib/mailer';
import { createSandboxProvider } from '../modules/payments/sandbox';
import { startScheduler } from './scheduler';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('startScheduler', () => {
  it('catches up on start with the injected clock, and stops cleanly', async () => {
    const leaseId = await createTestLease(server.database.db, {
      startDate: '2036-01-01',
      dueDay: 3,
    });
    const errors: unknown[] = [];
    const bus = createMemoryBus();
    const stop = startScheduler(
      {
        db: server.database.db,
        bus,
        payments: createSandboxProvider({ achSettlementMs: 0 }),
        // The run ends with last month's owner statements, which are e-mailed.
        mailer: createMailer(undefined, 'no-reply@test'),
        config: { publicUrl: 'http://localhost' },
      } as unknown as AppContext,
      {
        intervalMs: 3_600_000,
        publishIntervalMs: 0,
        now: () => new Date('2036-04-02T15:00:00Z'),
        onError: (err) => errors.push(err),
      },
    );
    await stop();
    expect(errors).toEqual([]);
    const rows = await server.database.db
      .select()
      .from(charges)
      .where(eq(charges.leaseId, leaseId));
    // Due on the 3rd: January to March are due on 2 April, April is not yet.
    expect(rows.map((c) => c.period).sort((a, b) => a!.localeCompare(b!))).toEqual([
      '2036-01',
      '2036-02',
      '2036-03',
    ]);
  });
});
