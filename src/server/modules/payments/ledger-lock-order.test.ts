import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { usesPostgres, signInAs, useTestServer } from '../../../../tests/support/api';
import { COMPANY_TIME_ZONE } from '../../../shared/constants';
import { leadReferenceCounters, payments } from '../../db/tables';
import { yearIn } from '../../lib/references';
import { postDueChargesIn } from '../leasing/rent-run';
import { paymentJobContext } from '../../../../tests/support/payments';
import { settlePendingPayments } from './settlement';

// Every ledger write takes the lease before the payment (leasing/ledger-locks.ts). Shown on
// PostgreSQL, the only database with concurrent transactions: while another transaction holds the
// lease, a write waiting on it must not yet hold the payment. A returned bank debit once held the
// payment and then waited on the lease, and with a reversal holding the lease and waiting on the
// payment the two would deadlock.
const server = useTestServer();
let admin: string;
let resident: string;
beforeAll(async () => {
  [admin, resident] = await signInAs(server, 'admin', 'resident');
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: server.database.url });
  await client.connect();
  return client;
}

async function pendingBankPayment(accountNumber: string) {
  const lease = (await server.request('GET', '/api/me/lease', { token: resident })).body as {
    id: string;
  };
  await server.request('POST', `/api/leases/${lease.id}/charges`, {
    token: admin,
    body: { kind: 'other', amountCents: 9_000, description: 'Lock order test' },
  });
  const token = await server.request('POST', '/api/payments/sandbox/tokens', {
    body: { bank: { routingNumber: '110000000', accountNumber } },
  });
  const res = await server.request('POST', '/api/payments', {
    token: resident,
    body: { amountCents: 9_000, method: 'ach', token: token.body.token },
    headers: { 'idempotency-key': `lock-order-${randomUUID()}` },
  });
  expect(res.status).toBe(201);
  return { leaseId: lease.id, paymentId: res.body.id as string };
}

/**
 * Holds the lease in a transaction of its own, starts `write`, waits until the write waits on a
 * lock, and answers whether the row `probe` selects could be locked meanwhile (it must exist);
 * then lets the write finish.
 */
async function rowFreeWhileLeaseHeld(
  leaseId: string,
  probe: { sql: string; params: unknown[] },
  write: () => Promise<unknown>,
): Promise<boolean> {
  const holder = await connect();
  const prober = await connect();
  try {
    expect((await prober.query(probe.sql, probe.params)).rowCount).toBe(1);
    await holder.query('begin');
    await holder.query('select id from leases where id = $1 for update', [leaseId]);
    const writing = write();
    await expect
      .poll(
        async () =>
          (
            await prober.query(
              `select count(*)::int as waiting from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0].waiting,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await prober.query('begin');
    const free = await prober.query(`${probe.sql} for update nowait`, probe.params).then(
      () => true,
      () => false,
    );
    await prober.query('rollback');
    await holder.query('rollback');
    await writing;
    return free;
  } finally {
    await holder.end();
    await prober.end();
  }
}

const paymentRow = (id: string) => ({ sql: 'select id from payments where id = $1', params: [id] });
const counterRow = (prefix: string, at = new Date()) => ({
  sql: 'select prefix from lead_reference_counters where prefix = $1 and year = $2',
  params: [prefix, yearIn(COMPANY_TIME_ZONE, at)],
});

describe.runIf(usesPostgres())('ledger lock order', () => {
  it('a returned bank debit waits for the lease before it takes the payment', async () => {
    const { leaseId, paymentId } = await pendingBankPayment('000111111116');
    const ctx = paymentJobContext(server);
    const free = await rowFreeWhileLeaseHeld(leaseId, paymentRow(paymentId), () =>
      settlePendingPayments(ctx, new Date(Date.now() + 61_000)),
    );
    expect(free).toBe(true);
    const [after] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId));
    expect(after!.status).toBe('returned');
  });

  it('a reversal waits for the lease before it takes the payment', async () => {
    const { leaseId, paymentId } = await pendingBankPayment('000123456789');
    const free = await rowFreeWhileLeaseHeld(leaseId, paymentRow(paymentId), async () => {
      const res = await server.request('POST', `/api/payments/${paymentId}/reverse`, {
        token: admin,
        body: { reason: 'Posted to the wrong lease' },
      });
      expect(res.status).toBe(200);
    });
    expect(free).toBe(true);
  });

  it('an office payment waits for the lease before it takes a payment number', async () => {
    const { leaseId } = await pendingBankPayment('000123456789');
    const free = await rowFreeWhileLeaseHeld(leaseId, counterRow('PAY'), async () => {
      const res = await server.request('POST', `/api/leases/${leaseId}/payments`, {
        token: admin,
        body: {
          amountCents: 1_000,
          method: 'check',
          externalReference: '2201',
          idempotencyKey: `lock-order-${randomUUID()}`,
        },
      });
      expect(res.status).toBe(201);
    });
    expect(free).toBe(true);
  });

  it('a charge posted by hand waits for the lease before it takes an invoice number', async () => {
    const { leaseId } = await pendingBankPayment('000123456789');
    const free = await rowFreeWhileLeaseHeld(leaseId, counterRow('INV'), async () => {
      const res = await server.request('POST', `/api/leases/${leaseId}/charges`, {
        token: admin,
        body: { kind: 'other', amountCents: 1_500, description: 'Key replacement' },
      });
      expect(res.status).toBe(201);
    });
    expect(free).toBe(true);
  });

  it("the rent run holds a month's leases before it takes their invoice numbers", async () => {
    const { leaseId } = await pendingBankPayment('000123456789');
    const nextMonth = new Date(Date.now() + 35 * 24 * 60 * 60 * 1000);
    // Its counter may be a new year's, which the probe needs to find.
    await server.database.db
      .insert(leadReferenceCounters)
      .values({ prefix: 'INV', year: yearIn(COMPANY_TIME_ZONE, nextMonth), lastValue: 0 })
      .onConflictDoNothing();
    const free = await rowFreeWhileLeaseHeld(leaseId, counterRow('INV', nextMonth), async () => {
      const run = await server.database.db.transaction((tx) =>
        postDueChargesIn(tx, nextMonth, [leaseId]),
      );
      expect(run.rentPosted).toBeGreaterThan(0);
    });
    expect(free).toBe(true);
  });
});
